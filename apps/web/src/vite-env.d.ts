interface ImportMetaEnv {
  /** Origin of the API when it is not served from the SPA's own origin (the default). */
  readonly VITE_API_BASE?: string;
}
