-- order numbers of new orders: 2 + yymmdd (China) + 8 digits of this sequence (seeded orders use 6 digits)
CREATE SEQUENCE IF NOT EXISTS "order_no_seq" START WITH 1 MINVALUE 1;
