-- A post may carry one video (issue 5 §3: up to 9 images and a video), stored under video/post/ (P15).
ALTER TABLE posts ADD COLUMN video TEXT;
