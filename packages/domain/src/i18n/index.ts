export * from './languages';
export * from './define';
export * from './translator';
export * from './catalogues';
export * from './format';
export * from './extend';
