-- A stay's payment goes through the provider's hosted session like the spa's (decision 316): the
-- payment keeps the booking it pays for (the member's request, as the server checked it), so that
-- the provider's notification alone can book the stay when the guest closed the page after paying.
ALTER TABLE payments ADD COLUMN stay_request jsonb;
