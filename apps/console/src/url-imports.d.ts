/** Vite's `?url` imports: the built asset's address. */
declare module "*?url" {
  const url: string;
  export default url;
}
