/** [family, name, hostile input, exact output of sanitizeArticleHtml]. */
export type XssCase = [family: string, name: string, input: string, output: string];
