/** Extra origins a feature needs in the Content-Security-Policy, by directive. */
export interface CspSources {
  script?: string[];
  style?: string[];
  img?: string[];
  connect?: string[];
  frame?: string[];
}
