// @ts-check
// Exchanges and symbols (codes as in docs/design.md "What real data looks like";
// the symbol codes of IPE, SHFE and LME are the simulator's), with 2026-level prices. `leader` ties a symbol to another one's path
// (COMEX and SGE gold follow spot gold) with a little noise of its own.

/**
 * A symbol: its code, Chinese name, price level, decimals, daily volatility
 * and the symbol whose path it follows (its own code when none).
 * @typedef {{ code: string, name: string, base: number, dp: number, vol: number, leader: string }} MarketSymbol
 */

/**
 * @param {string} code @param {string} name @param {number} base @param {number} dp @param {number} vol @param {string} [leader]
 * @returns {MarketSymbol}
 */
const S = (code, name, base, dp, vol, leader) => ({ code, name, base, dp, vol, leader: leader ?? code });

/** @type {Record<string, MarketSymbol[]>} */
export const EXCHANGES = {
  WGJS: [
    S('XAU', '现货黄金', 4050, 2, 0.012), S('XAG', '现货白银', 50.2, 3, 0.022),
    S('XPT', '现货铂金', 1560, 2, 0.018), S('XPD', '现货钯金', 1420, 2, 0.022),
  ],
  WH: [
    S('USD', '美元指数', 99.6, 3, 0.004), S('EURUSD', '欧元美元', 1.155, 5, 0.005),
    S('USDJPY', '美元日元', 155.2, 3, 0.006), S('GBPUSD', '英镑美元', 1.31, 5, 0.005),
    S('AUDUSD', '澳元美元', 0.65, 5, 0.006), S('USDCNH', '美元离岸人民币', 7.11, 4, 0.002),
    S('USDCHF', '美元瑞郎', 0.8, 5, 0.005), S('USDCAD', '美元加元', 1.4, 5, 0.004),
    S('NZDUSD', '纽元美元', 0.565, 5, 0.006), S('EURJPY', '欧元日元', 179.3, 3, 0.006),
  ],
  GJZS: [
    S('DJIA', '道琼斯工业平均指数', 46500, 2, 0.01), S('NASDAQ', '纳斯达克综合指数', 22500, 2, 0.014),
    S('SP500', '标普500指数', 6600, 2, 0.011), S('HSI', '恒生指数', 25800, 2, 0.014),
    S('NIKKI', '日经225指数', 49000, 2, 0.014), S('DAX', '德国DAX指数', 23500, 2, 0.011),
    S('FTSE', '英国富时100指数', 9600, 2, 0.009),
  ],
  COMEX: [S('GLNC', '纽约黄金', 4062, 1, 0.012, 'XAU'), S('SLNC', '纽约白银', 50.35, 3, 0.022, 'XAG'), S('HGNC', '纽约铜', 5.02, 4, 0.016)],
  NYMEX: [S('CONC', '纽约原油', 60.5, 2, 0.02), S('NGNC', '天然气', 4.2, 3, 0.03)],
  IPE: [S('BRENT', '布伦特原油', 64.6, 2, 0.019, 'CONC')],
  SHFE: [S('AU0', '沪金主力', 936.1, 2, 0.012, 'XAU'), S('AG0', '沪银主力', 11520, 0, 0.022, 'XAG'), S('CU0', '沪铜主力', 86500, 0, 0.014, 'HGNC')],
  LME: [S('CU', '伦敦铜', 11050, 1, 0.014, 'HGNC'), S('AL', '伦敦铝', 2850, 1, 0.012)],
  SGE: [S('AU9999', '黄金9999', 935.5, 2, 0.012, 'XAU'), S('AG9999', '白银9999', 11480, 0, 0.022, 'XAG'), S('AUTD', '黄金延期', 935.2, 2, 0.012, 'XAU')],
};

/** @param {string} excode @param {string} code */
export function findSymbol(excode, code) {
  const list = EXCHANGES[excode];
  return list ? list.find((s) => s.code === code) ?? null : null;
}
