/** Workspace packages resolve to their TypeScript sources through the `@plaudit/source` export condition. */
export declare const sourceConditions: {
    resolve: {
        conditions: string[];
    };
    ssr: {
        resolve: {
            conditions: string[];
        };
    };
};
