/**
 * What Intl cannot tell: the country of a zone and its city's name in
 * Chinese (Intl has localized zone names such as "日本标准时间", but no
 * exemplar cities). Country names themselves come from Intl.DisplayNames.
 * Kept to the zones readers of a financial calendar look for.
 */
export interface ZoneCity {
  region: string;
  'zh-CN': string;
  'zh-TW': string;
}

export const ZONE_CITIES: Record<string, ZoneCity> = {
  'Asia/Shanghai': { region: 'CN', 'zh-CN': '上海', 'zh-TW': '上海' },
  'Asia/Hong_Kong': { region: 'HK', 'zh-CN': '香港', 'zh-TW': '香港' },
  'Asia/Macau': { region: 'MO', 'zh-CN': '澳门', 'zh-TW': '澳門' },
  'Asia/Taipei': { region: 'TW', 'zh-CN': '台北', 'zh-TW': '臺北' },
  'Asia/Tokyo': { region: 'JP', 'zh-CN': '东京', 'zh-TW': '東京' },
  'Asia/Seoul': { region: 'KR', 'zh-CN': '首尔', 'zh-TW': '首爾' },
  'Asia/Singapore': { region: 'SG', 'zh-CN': '新加坡', 'zh-TW': '新加坡' },
  'Asia/Kuala_Lumpur': { region: 'MY', 'zh-CN': '吉隆坡', 'zh-TW': '吉隆坡' },
  'Asia/Bangkok': { region: 'TH', 'zh-CN': '曼谷', 'zh-TW': '曼谷' },
  'Asia/Jakarta': { region: 'ID', 'zh-CN': '雅加达', 'zh-TW': '雅加達' },
  'Asia/Manila': { region: 'PH', 'zh-CN': '马尼拉', 'zh-TW': '馬尼拉' },
  'Asia/Ho_Chi_Minh': { region: 'VN', 'zh-CN': '胡志明市', 'zh-TW': '胡志明市' },
  'Asia/Kolkata': { region: 'IN', 'zh-CN': '加尔各答', 'zh-TW': '加爾各答' },
  'Asia/Dubai': { region: 'AE', 'zh-CN': '迪拜', 'zh-TW': '杜拜' },
  'Asia/Riyadh': { region: 'SA', 'zh-CN': '利雅得', 'zh-TW': '利雅德' },
  'Europe/London': { region: 'GB', 'zh-CN': '伦敦', 'zh-TW': '倫敦' },
  'Europe/Dublin': { region: 'IE', 'zh-CN': '都柏林', 'zh-TW': '都柏林' },
  'Europe/Paris': { region: 'FR', 'zh-CN': '巴黎', 'zh-TW': '巴黎' },
  'Europe/Berlin': { region: 'DE', 'zh-CN': '柏林', 'zh-TW': '柏林' },
  'Europe/Zurich': { region: 'CH', 'zh-CN': '苏黎世', 'zh-TW': '蘇黎世' },
  'Europe/Amsterdam': { region: 'NL', 'zh-CN': '阿姆斯特丹', 'zh-TW': '阿姆斯特丹' },
  'Europe/Madrid': { region: 'ES', 'zh-CN': '马德里', 'zh-TW': '馬德里' },
  'Europe/Rome': { region: 'IT', 'zh-CN': '罗马', 'zh-TW': '羅馬' },
  'Europe/Stockholm': { region: 'SE', 'zh-CN': '斯德哥尔摩', 'zh-TW': '斯德哥爾摩' },
  'Europe/Moscow': { region: 'RU', 'zh-CN': '莫斯科', 'zh-TW': '莫斯科' },
  'Europe/Istanbul': { region: 'TR', 'zh-CN': '伊斯坦布尔', 'zh-TW': '伊斯坦堡' },
  'Africa/Johannesburg': { region: 'ZA', 'zh-CN': '约翰内斯堡', 'zh-TW': '約翰尼斯堡' },
  'America/New_York': { region: 'US', 'zh-CN': '纽约', 'zh-TW': '紐約' },
  'America/Chicago': { region: 'US', 'zh-CN': '芝加哥', 'zh-TW': '芝加哥' },
  'America/Denver': { region: 'US', 'zh-CN': '丹佛', 'zh-TW': '丹佛' },
  'America/Los_Angeles': { region: 'US', 'zh-CN': '洛杉矶', 'zh-TW': '洛杉磯' },
  'America/Toronto': { region: 'CA', 'zh-CN': '多伦多', 'zh-TW': '多倫多' },
  'America/Vancouver': { region: 'CA', 'zh-CN': '温哥华', 'zh-TW': '溫哥華' },
  'America/Mexico_City': { region: 'MX', 'zh-CN': '墨西哥城', 'zh-TW': '墨西哥城' },
  'America/Sao_Paulo': { region: 'BR', 'zh-CN': '圣保罗', 'zh-TW': '聖保羅' },
  'America/Buenos_Aires': { region: 'AR', 'zh-CN': '布宜诺斯艾利斯', 'zh-TW': '布宜諾斯艾利斯' },
  'Australia/Sydney': { region: 'AU', 'zh-CN': '悉尼', 'zh-TW': '雪梨' },
  'Australia/Melbourne': { region: 'AU', 'zh-CN': '墨尔本', 'zh-TW': '墨爾本' },
  'Pacific/Auckland': { region: 'NZ', 'zh-CN': '奥克兰', 'zh-TW': '奧克蘭' },
};

/**
 * Common abbreviations readers type, to the zone they mean. Intl's own short
 * names are ambiguous (America/Panama is also "EST"); this table says which
 * zone a reader means. "CST" is listed for both Chicago and China.
 */
export const ZONE_ABBREVIATIONS: Record<string, readonly string[]> = {
  EST: ['America/New_York'],
  EDT: ['America/New_York'],
  ET: ['America/New_York'],
  CST: ['America/Chicago', 'Asia/Shanghai'],
  CDT: ['America/Chicago'],
  CT: ['America/Chicago'],
  MST: ['America/Denver'],
  MDT: ['America/Denver'],
  PST: ['America/Los_Angeles'],
  PDT: ['America/Los_Angeles'],
  PT: ['America/Los_Angeles'],
  GMT: ['UTC', 'Europe/London'],
  BST: ['Europe/London'],
  UTC: ['UTC'],
  CET: ['Europe/Berlin', 'Europe/Paris'],
  CEST: ['Europe/Berlin', 'Europe/Paris'],
  MSK: ['Europe/Moscow'],
  IST: ['Asia/Kolkata'],
  HKT: ['Asia/Hong_Kong'],
  SGT: ['Asia/Singapore'],
  JST: ['Asia/Tokyo'],
  KST: ['Asia/Seoul'],
  AEST: ['Australia/Sydney'],
  AEDT: ['Australia/Sydney'],
  NZST: ['Pacific/Auckland'],
  NZDT: ['Pacific/Auckland'],
};
