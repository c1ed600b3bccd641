#!/usr/bin/env python3
"""Regenerates public/fonts/NotoSansSC-{Regular,Bold}.subset.otf (see public/fonts/README.md).

Needs Debian's fonts-noto-cjk and python3-fonttools. The subsets keep
GB2312, Big5's frequently used set, the Latin and symbol blocks the preview
images draw, and every CJK character of messages/, simulator/ and
lib/localize/ (so a name any of those can put on an image is never a box).
Run from the repository root: python3 scripts/preview-fonts.py
"""
import pathlib
import re
import sys

from fontTools import subset

SOURCE = '/usr/share/fonts/opentype/noto/NotoSansCJK-{weight}.ttc'
SC_INDEX = 2  # Noto Sans CJK SC inside the collection
RANGES = [
    (0x20, 0x7E), (0xA0, 0xFF), (0x100, 0x17F),  # ASCII, Latin-1, Latin Extended-A
    (0x2000, 0x206F), (0x2190, 0x21FF), (0x2200, 0x22FF), (0x25A0, 0x25FF),  # punctuation, arrows, math (−), shapes
    (0x3000, 0x303F), (0x3040, 0x30FF), (0xFF00, 0xFFEF),  # CJK punctuation, kana (GB2312 has them), full-width forms
]
HAN_OR_PUNCT = re.compile('[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]')


def double_byte(codec, lead, trail, last=(0xFF, 0xFF)):
    out = set()
    for a in lead:
        for b in trail:
            if (a, b) > last:
                continue
            try:
                out.update(ord(c) for c in bytes([a, b]).decode(codec))
            except UnicodeDecodeError:
                pass
    return out


def code_points(root):
    points = set()
    for lo, hi in RANGES:
        points.update(range(lo, hi + 1))
    points |= double_byte('gb2312', range(0xA1, 0xF8), range(0xA1, 0xFF))
    # Big5's frequently used hanzi: A440 to C67E.
    points |= double_byte('big5', range(0xA4, 0xC7), list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF)), last=(0xC6, 0x7E))
    for folder, suffix in (('messages', '.json'), ('simulator', '.mjs'), ('lib/localize', '.ts')):
        for f in (root / folder).rglob('*' + suffix):
            points.update(ord(c) for c in HAN_OR_PUNCT.findall(f.read_text('utf-8')))
    return points


def main():
    root = pathlib.Path.cwd()
    if not (root / 'public' / 'fonts').is_dir():
        sys.exit('run from the repository root')
    points = code_points(root)
    for weight in ('Regular', 'Bold'):
        options = subset.Options()
        options.font_number = SC_INDEX
        options.layout_features = ['kern']
        options.name_IDs = ['*']
        options.notdef_outline = True
        options.hinting = False  # the renderer of next/og draws unhinted; hints would add ~400 kB per file
        font = subset.load_font(SOURCE.format(weight=weight), options)
        subsetter = subset.Subsetter(options)
        subsetter.populate(unicodes=points)
        subsetter.subset(font)
        out = root / 'public' / 'fonts' / f'NotoSansSC-{weight}.subset.otf'
        subset.save_font(font, str(out), options)
        print(out.relative_to(root), len(points), 'code points requested')


if __name__ == '__main__':
    main()
