// Incident INC-2026-07-07-session-check-502, paraphrased: the file has a retry
// helper (which only retries > 500) but the session check bypasses it.
declare const MAX_RETRIES: number;

export class SessionAuth {
  constructor(private readonly sessionApi: () => { getSession(f: string[]): Promise<any>; refresh(): Promise<any> }) {}

  retryable = <T>(work: () => Promise<T>, attempt = 0): Promise<T> =>
    new Promise((resolve, reject) => {
      work()
        .then(resolve)
        .catch((e) => {
          if (e && e.statusCode > 500 && attempt < MAX_RETRIES) { // expect: retry-skips-throttling
            setTimeout(() => {
              this.retryable(work, attempt + 1).then(resolve).catch(reject);
            }, 2 ** attempt * 200);
          } else {
            reject(e);
          }
        });
    });

  refreshSession = () => this.retryable(() => this.sessionApi().refresh());

  loadSession = async () => {
    const res = await this.sessionApi().getSession(['id']); // expect: missing-retry
    return res?.body?.result?.data?.attributes;
  };
}
