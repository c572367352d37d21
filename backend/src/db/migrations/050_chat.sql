-- Private chat (issue 6): template categories with their display names, and the indexes of the chat calls.
-- message_templates.category holds the category code of this table.

CREATE TABLE message_template_categories (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX idx_message_templates_category ON message_templates (category, sort, id);
-- unread marks: the messages to a member in one conversation
CREATE INDEX idx_messages_conv_to ON messages (conv_id, msg_to, is_read);
-- reuse of a conversation by its context
CREATE INDEX idx_conversations_context ON conversations (context_type, context_id);
