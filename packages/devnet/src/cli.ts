#!/usr/bin/env -S npx tsx
