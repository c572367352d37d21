-- Files attached to a post (G22, P16: stored under file/post/), as a JSON array of {name, url} in their order.
ALTER TABLE posts ADD COLUMN files TEXT;
