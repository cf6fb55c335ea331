// Next runs this file before it starts the router and hydrates (the instrumentation-client
// convention), so the guard sees every history write the router makes. It ships with the framework
// scripts, which load at the first interaction, not in the page's first bytes.
import { guardHistory } from './lib/history-guard';

guardHistory();
