/** Core's own multi-wallet work on the connections a namespace keeps, one lazy chunk: see loadKeptConnections. */

