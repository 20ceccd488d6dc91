export * from './catalogue/catalogue.schema';
export * from './catalogue/parse-catalogue';
export * from './catalogue/treatment-durations';
export * from './catalogue/spa-day-treatments';
export * from './format/money';
export * from './format/dates';
export * from './configuration/configuration';
export * from './contract/account.schemas';
