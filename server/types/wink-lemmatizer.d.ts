/** wink-lemmatizer ships no types: the three functions it exports, each taking and giving a lower-case word. */
declare module 'wink-lemmatizer' {
  const lemmatizer: { noun(word: string): string; verb(word: string): string; adjective(word: string): string };
  export default lemmatizer;
}
