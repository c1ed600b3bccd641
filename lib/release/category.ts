/**
 * The category of an indicator (docs/design.md, "Calendar filters"): the
 * upstream gives none, so it is read from the indicator's name. The names
 * come in the page's language (Simplified Chinese, English or Traditional
 * Chinese: the three variants), so every rule lists the words of all three,
 * and an indicator falls in the same category whichever variant named it
 * (tests/unit/release/category.test.ts checks every indicator the simulator
 * serves, in all three).
 *
 * The rules are tried in order, the first that matches wins: a narrower
 * family before a wider one ("ISM Manufacturing Prices Paid" is a business
 * survey before it is a price; "Consumer Price Index" is inflation before it
 * is about consumers; "Mortgage Applications" is housing before it is
 * lending).
 */
export const CATEGORIES = [
  'employment', 'inflation', 'growth', 'rates', 'trade', 'housing', 'consumer', 'business', 'energy', 'auctions', 'other',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const isCategory = (value: string): value is Category => (CATEGORIES as readonly string[]).includes(value);

const RULES: ReadonlyArray<readonly [Category, RegExp]> = [
  ['auctions', /auction|拍卖|拍賣|标售|標售|招标|招標|国债发行|國債發行|treasury (?:bill|note|bond)s? (?:sale|issu)/i],
  ['housing', /\bhome|housing|mortgage|building permits?|house price|抵押|房|屋|建筑许可|建築許可|营建许可|營建許可/i],
  [
    'business',
    /\bPMI\b|PMI|\bISM\b|purchasing manager|采购经理|採購經理|\bifo\b|\bZEW\b|tankan|短观|短觀|sentix|\bKOF\b|empire state|philadelphia fed|费城联储|費城聯儲|纽约联储|紐約聯儲|factory orders|工厂订单|工廠訂單|durable goods|耐用品|business (?:climate|confidence|expectations)|商业景气|商業景氣|商业预期|商業預期|manufacturing index|制造业指数|製造業指數/i,
  ],
  [
    'rates',
    /interest rate|rate decision|cash rate|deposit facility|policy rate|利率决定|利率決定|利率决议|利率決議|议息|議息|money supply|\bM[0-2]\b|货币供应|貨幣供應|loans|贷款|貸款|foreign exchange reserves|外汇储备|外匯儲備|\bLPR\b|贷款市场报价利率|貸款市場報價利率/i,
  ],
  ['inflation', /\bCPI|\bPPI|\bPCE|\bHICP|\bRPI|inflation|price index|prices|通胀|通脹|物价|物價|价格指数|價格指數/i],
  [
    'employment',
    /payrolls?|employment|unemployment|jobless|job openings|\bJOLTS\b|\bADP\b|labou?r force|earnings|wages?|非农|非農|就业|就業|失业|失業|职位空缺|職位空缺|劳动力|勞動力|工资|工資|薪资|薪資/i,
  ],
  ['trade', /trade balance|trade|exports?|imports?|current account|贸易|貿易|出口|进口|進口|经常帐|經常帳|经常账|經常賬/i],
  ['energy', /crude|\boil\b|natural gas|gasoline|rig count|原油|天然气|天然氣|汽油|钻井|鑽井|石油/i],
  ['consumer', /retail|consumer|personal spending|consumption|零售|消费|消費/i],
  [
    'growth',
    /\bGDP\b|GDP|gross domestic|industrial (?:production|output)|fixed asset|economic growth|国内生产总值|國內生產總值|工业产出|工業產出|工业增加值|工業增加值|工业生产|工業生產|固定资产|固定資產|经济增长|經濟增長/i,
  ],
];

/**
 * The category of an indicator from its names, most telling first (the
 * title, then the description): the first name any rule reads decides, so a
 * long description that mentions housing costs cannot pull a CPI out of
 * inflation.
 */
export function categoryOf(...names: Array<string | null | undefined>): Category {
  for (const name of names) {
    if (!name) continue;
    for (const [category, rule] of RULES) if (rule.test(name)) return category;
  }
  return 'other';
}
