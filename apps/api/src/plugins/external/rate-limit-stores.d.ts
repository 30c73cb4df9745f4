// The two stores @fastify/rate-limit ships (plain CommonJS, no types of their own): the shared
// limiter falls back from one to the other.
declare module '@fastify/rate-limit/store/*.js' {
  type Counter = { current: number; ttl: number };
  class Store {
    constructor(...args: unknown[]);
    incr(
      key: string,
      callback: (error: Error | null, result: Counter | null) => void,
      timeWindow: number,
      max: number,
    ): void;
    child(routeOptions: object): Store;
  }
  export default Store;
}
