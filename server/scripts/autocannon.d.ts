// The few autocannon options and results the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    /** Each request is built from one of these in turn; setupRequest may change it (a fresh header). */
    requests?: {
      method?: 'GET' | 'POST';
      path?: string;
      body?: string;
      /** `context` is the connection's own, kept from one of its requests to the next. */
      setupRequest?: (
        request: { headers: Record<string, string>; body?: string },
        context: Record<string, unknown>,
      ) => {
        headers: Record<string, string>;
        body?: string;
      };
    }[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    non2xx: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
