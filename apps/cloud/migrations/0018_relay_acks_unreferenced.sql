-- A relay acknowledgement no longer holds a foreign key to its message: checking it cost a trigger and a row lock on
-- the message for every acknowledgement, about as much as the insert itself. The writer still inserts only the
-- acknowledgements of stored messages (src/relay/createRelayAckWriter.ts), and the sweep deletes a message's
-- acknowledgements with it (src/relay/createRelayMailbox.ts), which the cascade did before.
alter table relay_acks drop constraint relay_acks_message_id_fkey;
