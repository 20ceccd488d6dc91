-- The sandbox card acquirer's tables in our database are gone (decision 203): the sandbox is a
-- provider on its own origin and keeps its own ledger; our API reads it over HTTP like any provider.
DROP TABLE IF EXISTS sandbox_card_refunds;
DROP TABLE IF EXISTS sandbox_card_ledger;
