-- An idempotent payment's stored answer is the service's own (server/payments/payment-answer.ts)
-- from this version on; answers stored before it, in SPEC §7's words, are rewritten so that a
-- retry with their key still gets the same bytes.
UPDATE "transactions" AS t
SET "response_body" = json_build_object(
  'accepted', (stored.body->>'RESULTADO')::boolean,
  'message', stored.body->>'MSG',
  'transaction', CASE WHEN json_typeof(stored.body->'TRANSACAO') = 'object' THEN json_build_object(
    'gatewayTransactionId', NULLIF(stored.body->'TRANSACAO'->>'ID_ZOOP_TRANSACAO', ''),
    'status', stored.body->'TRANSACAO'->>'STATUS',
    'hash', stored.body->'TRANSACAO'->>'HASH',
    'pixQrCode', NULLIF(stored.body->'TRANSACAO'->>'PIX_QRCODE', ''),
    'pixExpiresAt', to_char(NULLIF(stored.body->'TRANSACAO'->>'PIX_DATA_EXPIRACAO', '')::timestamp, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'boletoDigitableLine', NULLIF(stored.body->'TRANSACAO'->>'BOLETO_CODIGO_BARRA', '')
  ) END
)::text
FROM (SELECT "id", "response_body"::json AS body FROM "transactions" WHERE "response_body" IS NOT NULL) AS stored
WHERE t."id" = stored."id" AND json_typeof(stored.body->'RESULTADO') = 'boolean';
