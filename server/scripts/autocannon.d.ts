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
      setupRequest?: (request: { headers: Record<string, string>; body?: string }) => {
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
