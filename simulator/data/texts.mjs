// @ts-check
// Explanatory texts by kind of indicator, in [zh-CN, en, zh-TW]. {name} and
// {org} are filled per indicator; the texts feed PARAGHRASE, PIC_INTERPRET,
// AFFECT and KEY_WORD (docs/upstream.md "Indicator info record").

/** @type {Record<string, { para: string[], chart: string[], words: string[] }>} */
export const KINDS = {
  jobs: {
    para: ['{name}由{org}公布，反映新增就业岗位数量，是衡量劳动力市场和经济景气的核心指标。就业增长强劲意味着消费支撑和通胀压力上升。', '{name}, published by the {org}, counts the jobs added in the period. It is a core gauge of the labour market: strong hiring supports consumption and adds to inflation pressure.', '{name}由{org}公佈，反映新增就業崗位數量，是衡量勞動力市場和經濟景氣的核心指標。就業增長強勁意味著消費支撐和通脹壓力上升。'],
    chart: ['柱状图为各期就业人数变动，折线为三个月移动平均；留意前值修正。', 'Bars show the change in employment per period, the line a three-month moving average; watch the revisions to prior months.', '柱狀圖為各期就業人數變動，折線為三個月移動平均；留意前值修正。'],
    words: ['就业 劳动力市场 非农', 'employment labour-market payrolls', '就業 勞動力市場 非農'],
  },
  unemployment: {
    para: ['{name}由{org}公布，为失业人数占劳动力的比例。失业率上升通常意味着经济放缓，央行倾向于宽松。', '{name}, published by the {org}, is the share of the labour force without work. A rising rate usually signals a slowing economy and a more dovish central bank.', '{name}由{org}公佈，為失業人數佔勞動力的比例。失業率上升通常意味著經濟放緩，央行傾向於寬鬆。'],
    chart: ['折线为失业率走势；与参与率一同观察，可判断劳动力供给变化。', 'The line tracks the rate; read it together with the participation rate to judge labour supply.', '折線為失業率走勢；與參與率一同觀察，可判斷勞動力供給變化。'],
    words: ['失业率 就业 劳动力', 'unemployment jobless labour', '失業率 就業 勞動力'],
  },
  claims: {
    para: ['{name}由{org}每周公布，统计首次申领失业救济的人数，是最及时的劳动力市场指标。数值越高说明裁员越多。', '{name}, published weekly by the {org}, counts first-time filings for unemployment benefits: the most timely labour-market signal. Higher numbers mean more layoffs.', '{name}由{org}每週公佈，統計首次申領失業救濟的人數，是最及時的勞動力市場指標。數值越高說明裁員越多。'],
    chart: ['柱状图为每周数值，折线为四周均值，可过滤节假日噪音。', 'Bars are the weekly readings, the line the four-week average, which smooths holiday noise.', '柱狀圖為每週數值，折線為四週均值，可過濾節假日噪音。'],
    words: ['初请 失业金 裁员', 'jobless-claims layoffs weekly', '初請 失業金 裁員'],
  },
  wages: {
    para: ['{name}由{org}公布，反映劳动者薪资的变化，是服务业通胀的重要先行指标。', '{name}, published by the {org}, tracks pay growth and leads services inflation.', '{name}由{org}公佈，反映勞動者薪資的變化，是服務業通脹的重要先行指標。'],
    chart: ['折线为薪资增速，与通胀率对比可得实际收入变化。', 'The line is wage growth; compare it with inflation for real income.', '折線為薪資增速，與通脹率對比可得實際收入變化。'],
    words: ['薪资 工资 通胀', 'wages earnings inflation', '薪資 工資 通脹'],
  },
  inflation: {
    para: ['{name}由{org}公布，衡量商品和服务价格的变化，是央行制定货币政策的核心依据。通胀高于目标时，央行倾向于加息或维持紧缩。', '{name}, published by the {org}, measures the change in prices of goods and services and is a core input to monetary policy. Inflation above target pushes the central bank towards tighter policy.', '{name}由{org}公佈，衡量商品和服務價格的變化，是央行制定貨幣政策的核心依據。通脹高於目標時，央行傾向於加息或維持緊縮。'],
    chart: ['折线为同比涨幅，水平虚线为央行2%通胀目标。', 'The line is the year-on-year change; the dashed level marks the 2% inflation target.', '折線為同比漲幅，水平虛線為央行2%通脹目標。'],
    words: ['通胀 物价 CPI', 'inflation prices CPI', '通脹 物價 CPI'],
  },
  pmi: {
    para: ['{name}由{org}基于企业采购经理调查编制，50为荣枯分界线，高于50表示扩张，低于50表示收缩。', '{name}, compiled by {org} from a survey of purchasing managers, reads above 50 in expansion and below 50 in contraction.', '{name}由{org}基於企業採購經理調查編制，50為榮枯分界線，高於50表示擴張，低於50表示收縮。'],
    chart: ['折线为指数走势，水平线50为荣枯线；分项中新订单最具前瞻性。', 'The line is the index, the level 50 separates expansion from contraction; new orders lead the rest.', '折線為指數走勢，水平線50為榮枯線；分項中新訂單最具前瞻性。'],
    words: ['PMI 采购经理 景气', 'PMI purchasing-managers business-cycle', 'PMI 採購經理 景氣'],
  },
  sentiment: {
    para: ['{name}由{org}调查编制，反映企业或消费者对经济前景的信心，对实际经济活动有领先作用。', '{name}, surveyed by {org}, reflects business or consumer confidence and leads actual activity.', '{name}由{org}調查編制，反映企業或消費者對經濟前景的信心，對實際經濟活動有領先作用。'],
    chart: ['折线为信心指数，与长期均值比较可判断情绪强弱。', 'The line is the confidence index; compare it with its long-run average.', '折線為信心指數，與長期均值比較可判斷情緒強弱。'],
    words: ['信心 景气 调查', 'sentiment confidence survey', '信心 景氣 調查'],
  },
  consumption: {
    para: ['{name}由{org}公布，反映居民消费支出的变化。消费是经济增长的主要动力。', '{name}, published by the {org}, tracks household spending, the main driver of growth.', '{name}由{org}公佈，反映居民消費支出的變化。消費是經濟增長的主要動力。'],
    chart: ['柱状图为环比变化，剔除汽车和汽油后的核心数据波动更小。', 'Bars show the monthly change; the core series excluding autos and gasoline is less noisy.', '柱狀圖為環比變化，剔除汽車和汽油後的核心數據波動更小。'],
    words: ['零售 消费 支出', 'retail consumption spending', '零售 消費 支出'],
  },
  production: {
    para: ['{name}由{org}公布，衡量工业部门的产出，是经济周期的同步指标。', '{name}, published by the {org}, measures the output of industry and moves with the business cycle.', '{name}由{org}公佈，衡量工業部門的產出，是經濟週期的同步指標。'],
    chart: ['折线为产出增速；制造业分项最受关注。', 'The line is output growth; manufacturing is the key component.', '折線為產出增速；製造業分項最受關注。'],
    words: ['工业 产出 制造业', 'industry output manufacturing', '工業 產出 製造業'],
  },
  orders: {
    para: ['{name}由{org}公布，反映企业对耐用设备的订单，体现企业投资意愿，波动较大。', '{name}, published by the {org}, tracks orders for long-lasting goods and signals business investment; it is volatile.', '{name}由{org}公佈，反映企業對耐用設備的訂單，體現企業投資意願，波動較大。'],
    chart: ['柱状图为环比变化；剔除运输设备后的数据更能反映趋势。', 'Bars show the monthly change; excluding transport shows the trend better.', '柱狀圖為環比變化；剔除運輸設備後的數據更能反映趨勢。'],
    words: ['订单 投资 耐用品', 'orders investment durable-goods', '訂單 投資 耐用品'],
  },
  growth: {
    para: ['{name}由{org}公布，是衡量经济总产出的最全面指标，决定经济处于扩张还是衰退。', '{name}, published by the {org}, is the broadest measure of output and tells expansion from recession.', '{name}由{org}公佈，是衡量經濟總產出的最全面指標，決定經濟處於擴張還是衰退。'],
    chart: ['柱状图为各季度增速；连续两个季度负增长通常被视为技术性衰退。', 'Bars show growth per quarter; two negative quarters in a row are a technical recession.', '柱狀圖為各季度增速；連續兩個季度負增長通常被視為技術性衰退。'],
    words: ['GDP 经济增长 国内生产总值', 'GDP growth output', 'GDP 經濟增長 國內生產總值'],
  },
  rate: {
    para: ['{name}由{org}货币政策会议决定，是该经济体最重要的政策利率，直接影响借贷成本和汇率。', '{name} is set at the policy meetings of the {org}. It is the economy\'s key policy rate and drives borrowing costs and the exchange rate.', '{name}由{org}貨幣政策會議決定，是該經濟體最重要的政策利率，直接影響借貸成本和匯率。'],
    chart: ['阶梯线为政策利率；关注会后声明和新闻发布会对未来路径的指引。', 'The step line is the policy rate; the statement and press conference guide the future path.', '階梯線為政策利率；關注會後聲明和新聞發佈會對未來路徑的指引。'],
    words: ['利率决议 央行 货币政策', 'rate-decision central-bank monetary-policy', '利率決議 央行 貨幣政策'],
  },
  trade: {
    para: ['{name}由{org}公布，为出口与进口之差，反映外需和内需的强弱及本币的供求。', '{name}, published by the {org}, is exports minus imports and reflects foreign and domestic demand and flows into the currency.', '{name}由{org}公佈，為出口與進口之差，反映外需和內需的強弱及本幣的供求。'],
    chart: ['柱状图为贸易差额，正值为顺差，负值为逆差。', 'Bars show the balance: positive is a surplus, negative a deficit.', '柱狀圖為貿易差額，正值為順差，負值為逆差。'],
    words: ['贸易 出口 进口', 'trade exports imports', '貿易 出口 進口'],
  },
  housing: {
    para: ['{name}由{org}公布，反映新建住房的开工情况，是房地产市场和利率敏感度的风向标。', '{name}, published by the {org}, counts new homes started and gauges the rate-sensitive housing market.', '{name}由{org}公佈，反映新建住房的開工情況，是房地產市場和利率敏感度的風向標。'],
    chart: ['折线为年化开工数，与营建许可对照观察。', 'The line is the annualised count; compare it with building permits.', '折線為年化開工數，與營建許可對照觀察。'],
    words: ['房地产 新屋开工 住房', 'housing starts real-estate', '房地產 新屋開工 住房'],
  },
  money: {
    para: ['{name}由{org}公布，反映货币供应和信贷投放的情况，是观察货币政策松紧和实体融资需求的重要指标。', '{name}, published by the {org}, tracks money supply and credit growth: a window on how loose policy is and how much the economy borrows.', '{name}由{org}公佈，反映貨幣供應和信貸投放的情況，是觀察貨幣政策鬆緊和實體融資需求的重要指標。'],
    chart: ['柱状图为各期数值，季节性明显，宜与上年同期比较。', 'Bars show each period; the series is seasonal, so compare with the same month a year earlier.', '柱狀圖為各期數值，季節性明顯，宜與上年同期比較。'],
    words: ['货币 信贷 流动性', 'money credit liquidity', '貨幣 信貸 流動性'],
  },
  energy: {
    para: ['{name}由{org}每周公布，反映能源供给端的变化，对油气价格有短期影响。', '{name}, published weekly by {org}, tracks energy supply and moves oil and gas prices in the short run.', '{name}由{org}每週公佈，反映能源供給端的變化，對油氣價格有短期影響。'],
    chart: ['折线为每周数值，与去年同期和五年均值比较。', 'The line is the weekly reading against last year and the five-year average.', '折線為每週數值，與去年同期和五年均值比較。'],
    words: ['能源 天然气 钻井', 'energy natural-gas rigs', '能源 天然氣 鑽井'],
  },
  inventory: {
    para: ['{name}由{org}每周公布，反映商业原油库存的变化。库存增加说明供过于求，利空油价。', '{name}, published weekly by the {org}, is the change in commercial crude stocks. A build means supply exceeds demand and weighs on oil prices.', '{name}由{org}每週公佈，反映商業原油庫存的變化。庫存增加說明供過於求，利空油價。'],
    chart: ['柱状图为每周库存变化，与季节性均值对比。', 'Bars show the weekly change against its seasonal average.', '柱狀圖為每週庫存變化，與季節性均值對比。'],
    words: ['原油 库存 EIA', 'crude inventories EIA', '原油 庫存 EIA'],
  },
};

export const PERIOD_NAMES = [
  ['每日', 'Daily', '每日'], ['每周', 'Weekly', '每週'], ['每月', 'Monthly', '每月'],
  ['每季度', 'Quarterly', '每季度'], ['每年', 'Yearly', '每年'],
];

export const WEEKDAYS = [
  ['周日', 'Sunday', '週日'], ['周一', 'Monday', '週一'], ['周二', 'Tuesday', '週二'], ['周三', 'Wednesday', '週三'],
  ['周四', 'Thursday', '週四'], ['周五', 'Friday', '週五'], ['周六', 'Saturday', '週六'],
];

export const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** @param {string} text @param {Record<string, string>} vars */
export const fill = (text, vars) => text.replace(/\{(\w+)\}/g, (_, k) => vars[k] ?? '');
