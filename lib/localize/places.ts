/** Financial centres named in event AREA fields, Simplified Chinese → English (the legacy family's AREA). */
const PLACES: Record<string, string> = {
  华盛顿: 'Washington', 纽约: 'New York', 芝加哥: 'Chicago', 旧金山: 'San Francisco', 怀俄明州杰克逊霍尔: 'Jackson Hole, Wyoming',
  法兰克福: 'Frankfurt', 柏林: 'Berlin', 伦敦: 'London', 巴黎: 'Paris', 罗马: 'Rome', 马德里: 'Madrid', 布鲁塞尔: 'Brussels',
  维也纳: 'Vienna', 苏黎世: 'Zurich', 伯尔尼: 'Bern', 东京: 'Tokyo', 北京: 'Beijing', 上海: 'Shanghai', 香港: 'Hong Kong',
  悉尼: 'Sydney', 堪培拉: 'Canberra', 渥太华: 'Ottawa', 多伦多: 'Toronto', 惠灵顿: 'Wellington', 新加坡: 'Singapore', 首尔: 'Seoul',
};

export function placeEn(zh: string): string | null {
  const name = zh.trim();
  return Object.hasOwn(PLACES, name) ? PLACES[name] : null;
}
