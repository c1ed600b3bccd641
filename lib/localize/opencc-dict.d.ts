// opencc-js ships each OpenCC dictionary as a module whose default export is
// "source replacement|source replacement|…" (its package exports "./*").
declare module 'opencc-js/dict/*' {
  const dictionary: string;
  export default dictionary;
}
