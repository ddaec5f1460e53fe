// Integration tests open a database per file; give slow first PGlite starts and PostgreSQL set-up room.
jest.setTimeout(60_000);
