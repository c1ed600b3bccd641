// @ts-check
// Countries and assets in the three languages [zh-CN, en, zh-TW]. Index 0 is
// also the legacy family's language (docs/upstream.md leaves it unstated; the
// service is Chinese).

/** @type {Record<string, { names: string[], en: string, ccy: string, ref: string[] }>} */
export const COUNTRIES = {
  US: { names: ['美国', 'United States', '美國'], en: 'United States', ccy: 'USD', ref: ['美元指数 现货黄金 美国十年期国债 道琼斯指数', 'US Dollar Index, Spot Gold, US 10Y Treasury, Dow Jones', '美元指數 現貨黃金 美國十年期國債 道瓊斯指數'] },
  EZ: { names: ['欧元区', 'Euro Area', '歐元區'], en: 'Euro Area', ccy: 'EUR', ref: ['欧元/美元 德国十年期国债 欧洲斯托克50指数', 'EUR/USD, German 10Y Bund, Euro Stoxx 50', '歐元/美元 德國十年期國債 歐洲斯托克50指數'] },
  DE: { names: ['德国', 'Germany', '德國'], en: 'Germany', ccy: 'EUR', ref: ['欧元/美元 德国DAX指数 德国十年期国债', 'EUR/USD, DAX, German 10Y Bund', '歐元/美元 德國DAX指數 德國十年期國債'] },
  UK: { names: ['英国', 'United Kingdom', '英國'], en: 'United Kingdom', ccy: 'GBP', ref: ['英镑/美元 英国富时100指数 英国十年期国债', 'GBP/USD, FTSE 100, UK 10Y Gilt', '英鎊/美元 英國富時100指數 英國十年期國債'] },
  JP: { names: ['日本', 'Japan', '日本'], en: 'Japan', ccy: 'JPY', ref: ['美元/日元 日经225指数 日本十年期国债', 'USD/JPY, Nikkei 225, JGB 10Y', '美元/日圓 日經225指數 日本十年期國債'] },
  CN: { names: ['中国', 'China', '中國'], en: 'China', ccy: 'CNH', ref: ['美元/离岸人民币 沪深300指数 恒生指数 铜', 'USD/CNH, CSI 300, Hang Seng, Copper', '美元/離岸人民幣 滬深300指數 恒生指數 銅'] },
  AU: { names: ['澳大利亚', 'Australia', '澳大利亞'], en: 'Australia', ccy: 'AUD', ref: ['澳元/美元 澳洲标普200指数 铁矿石', 'AUD/USD, S&P/ASX 200, Iron ore', '澳元/美元 澳洲標普200指數 鐵礦石'] },
  CA: { names: ['加拿大', 'Canada', '加拿大'], en: 'Canada', ccy: 'CAD', ref: ['美元/加元 原油 多伦多股指', 'USD/CAD, Crude oil, S&P/TSX', '美元/加元 原油 多倫多股指'] },
  NZ: { names: ['新西兰', 'New Zealand', '紐西蘭'], en: 'New Zealand', ccy: 'NZD', ref: ['纽元/美元 新西兰十年期国债', 'NZD/USD, NZ 10Y Government Bond', '紐元/美元 紐西蘭十年期國債'] },
  OPEC: { names: ['欧佩克', 'OPEC', '歐佩克'], en: 'OPEC', ccy: 'USD', ref: ['原油 布伦特原油', 'WTI crude, Brent crude', '原油 布倫特原油'] },
  HK: { names: ['中国香港', 'Hong Kong', '中國香港'], en: 'Hong Kong', ccy: 'HKD', ref: ['恒生指数 港元', 'Hang Seng Index, HKD', '恒生指數 港元'] },
  CH: { names: ['瑞士', 'Switzerland', '瑞士'], en: 'Switzerland', ccy: 'CHF', ref: ['美元/瑞郎 欧元/瑞郎 现货黄金', 'USD/CHF, EUR/CHF, Spot Gold', '美元/瑞郎 歐元/瑞郎 現貨黃金'] },
};

/**
 * Assets named in GT_RES / LT_RES / Res. Chinese lists are space-separated
 * (as the legacy family writes them); the English variant writes names with
 * spaces in them, separated by commas (docs/upstream.md, "Asset lists").
 */
/** @type {Record<string, string[]>} */
const ASSETS = {
  USD: ['美元', 'USD', '美元'],
  EUR: ['欧元', 'EUR', '歐元'],
  GBP: ['英镑', 'GBP', '英鎊'],
  JPY: ['日元', 'JPY', '日圓'],
  CNH: ['人民币', 'CNH', '人民幣'],
  AUD: ['澳元', 'AUD', '澳元'],
  CAD: ['加元', 'CAD', '加元'],
  NZD: ['纽元', 'NZD', '紐元'],
  CHF: ['瑞郎', 'CHF', '瑞郎'],
  METALS: ['金银', 'Gold & Silver', '金銀'],
  OIL: ['石油', 'Crude Oil', '石油'],
  STOCKS: ['股市', 'Stocks', '股市'],
};

/** @param {string[]} keys @param {number} lang */
export const assetList = (keys, lang) => keys.map((k) => ASSETS[k][lang]).join(lang === 1 ? ', ' : ' ');

/** Publishing institutions. */
/** @type {Record<string, string[]>} */
export const ORGS = {
  BLS: ['美国劳工部劳工统计局', 'U.S. Bureau of Labor Statistics', '美國勞工部勞工統計局'],
  DOL: ['美国劳工部', 'U.S. Department of Labor', '美國勞工部'],
  BEA: ['美国商务部经济分析局', 'U.S. Bureau of Economic Analysis', '美國商務部經濟分析局'],
  CENSUS: ['美国商务部普查局', 'U.S. Census Bureau', '美國商務部普查局'],
  ISM: ['美国供应管理协会', 'Institute for Supply Management', '美國供應管理協會'],
  FED: ['美国联邦储备委员会', 'Federal Reserve', '美國聯邦儲備委員會'],
  ADP: ['自动数据处理公司', 'Automatic Data Processing (ADP)', '自動數據處理公司'],
  EIA: ['美国能源信息署', 'U.S. Energy Information Administration', '美國能源信息署'],
  UMICH: ['密歇根大学', 'University of Michigan', '密西根大學'],
  EUROSTAT: ['欧盟统计局', 'Eurostat', '歐盟統計局'],
  ECB: ['欧洲央行', 'European Central Bank', '歐洲央行'],
  IFO: ['德国伊弗经济研究所', 'ifo Institute', '德國伊弗經濟研究所'],
  ZEW: ['德国欧洲经济研究中心', 'ZEW – Leibniz Centre for European Economic Research', '德國歐洲經濟研究中心'],
  DESTATIS: ['德国联邦统计局', 'Destatis (Federal Statistical Office)', '德國聯邦統計局'],
  SPGLOBAL: ['标普全球', 'S&P Global', '標普全球'],
  ONS: ['英国国家统计局', 'Office for National Statistics', '英國國家統計局'],
  BOE: ['英国央行', 'Bank of England', '英國央行'],
  STATJP: ['日本总务省统计局', 'Statistics Bureau of Japan', '日本總務省統計局'],
  CAO: ['日本内阁府', 'Cabinet Office of Japan', '日本內閣府'],
  BOJ: ['日本央行', 'Bank of Japan', '日本央行'],
  NBS: ['中国国家统计局', 'National Bureau of Statistics of China', '中國國家統計局'],
  GAC: ['中国海关总署', 'General Administration of Customs of China', '中國海關總署'],
  ABS: ['澳大利亚统计局', 'Australian Bureau of Statistics', '澳大利亞統計局'],
  RBA: ['澳洲联储', 'Reserve Bank of Australia', '澳洲聯儲'],
  STATCAN: ['加拿大统计局', 'Statistics Canada', '加拿大統計局'],
  BOC: ['加拿大央行', 'Bank of Canada', '加拿大央行'],
  RBNZ: ['新西兰联储', 'Reserve Bank of New Zealand', '紐西蘭聯儲'],
  STATSNZ: ['新西兰统计局', 'Stats NZ', '紐西蘭統計局'],
  SNB: ['瑞士央行', 'Swiss National Bank', '瑞士央行'],
  API: ['美国石油协会', 'American Petroleum Institute', '美國石油協會'],
  MBA: ['美国抵押贷款银行家协会', 'Mortgage Bankers Association', '美國抵押貸款銀行家協會'],
  BAKER: ['贝克休斯', 'Baker Hughes', '貝克休斯'],
  CB: ['美国经济咨商会', 'The Conference Board', '美國經濟諮商會'],
  PHILFED: ['费城联储', 'Federal Reserve Bank of Philadelphia', '費城聯儲'],
  NYFED: ['纽约联储', 'Federal Reserve Bank of New York', '紐約聯儲'],
  SENTIX: ['Sentix研究机构', 'Sentix', 'Sentix研究機構'],
  BA: ['德国联邦劳工局', 'Federal Employment Agency (Germany)', '德國聯邦勞工局'],
  KOF: ['瑞士经济研究所', 'KOF Swiss Economic Institute', '瑞士經濟研究所'],
  MOFJ: ['日本财务省', 'Ministry of Finance Japan', '日本財務省'],
  SAFE: ['国家外汇管理局', 'State Administration of Foreign Exchange', '國家外匯管理局'],
  PBOC: ['中国人民银行', "People's Bank of China", '中國人民銀行'],
  CAIXIN: ['财新/标普全球', 'Caixin / S&P Global', '財新/標普全球'],
  IVEY: ['加拿大毅伟商学院', 'Ivey Business School', '加拿大毅偉商學院'],
  FSO: ['瑞士联邦统计局', 'Swiss Federal Statistical Office', '瑞士聯邦統計局'],
};
