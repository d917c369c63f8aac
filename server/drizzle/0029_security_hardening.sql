-- Reserved: issue 34 hardening (audit log append-only).
SELECT 1;
