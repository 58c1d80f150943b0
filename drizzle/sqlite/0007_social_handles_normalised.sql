-- Stored handles take the form a save now gives them (docs/product.md#social-handles): '@' and
-- spaces removed, lowercased, empty as null. A handle the save rule would refuse (a stray
-- character, a pasted link) is kept as it is: the links are built from the same cleaning, and the
-- profile form asks for a fix at the next save.
UPDATE `profiles` SET
	`instagram_handle` = nullif(lower(replace(replace(replace(`instagram_handle`, '@', ''), ' ', ''), char(9), '')), ''),
	`youtube_handle` = nullif(lower(replace(replace(replace(`youtube_handle`, '@', ''), ' ', ''), char(9), '')), ''),
	`x_handle` = nullif(lower(replace(replace(replace(`x_handle`, '@', ''), ' ', ''), char(9), '')), '')
	WHERE `instagram_handle` IS NOT NULL OR `youtube_handle` IS NOT NULL OR `x_handle` IS NOT NULL;
