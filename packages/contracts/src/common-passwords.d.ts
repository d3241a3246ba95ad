/** The list file of `@zxcvbn-ts/language-common`, imported alone so the adjacency graphs stay out of bundles. */
declare module '@zxcvbn-ts/language-common/dist/passwords.json.mjs' {
  const passwords: string[];
  export default passwords;
}
