// Rspack emits these as hashed asset files (asset/resource) and the import gives their URL.
declare module '*.mp4' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.vtt?url' {
  const url: string;
  export default url;
}
