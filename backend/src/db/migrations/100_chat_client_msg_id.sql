-- Issue 17 item 8: a message typed during an outage is sent again from the client's outbox with the same
-- idempotency key (`clientMsgId`, chosen by the sender); the second send answers the stored message.
ALTER TABLE messages ADD COLUMN client_msg_id TEXT;
CREATE UNIQUE INDEX idx_messages_client_msg_id ON messages (msg_from, client_msg_id) WHERE client_msg_id IS NOT NULL;
