-- Forgets every cluster's end orders (the data they were told from may have changed).
DELETE FROM end_orders
