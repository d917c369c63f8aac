-- Reserved: the import jobs (issue 34 item 8).
SELECT 1;
