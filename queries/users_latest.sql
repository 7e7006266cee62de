-- The users of the latest `users` load: name, AdminLevel, coordinated accounts.
SELECT name, admin_level, coordinates
FROM users
WHERE load_id = (SELECT max(load_id) FROM setting_versions WHERE kind = 'users')
ORDER BY name
