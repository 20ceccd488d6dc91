export * from './catalogue/catalogue.schema';
export * from './catalogue/parse-catalogue';
export * from './catalogue/treatment-durations';
export * from './format/money';
export * from './format/dates';
export * from './contract/wire-formats';
export * from './contract/spa.schemas';
export * from './contract/describe-wire-issues';
