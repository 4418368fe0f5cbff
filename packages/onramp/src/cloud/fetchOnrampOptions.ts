import type { OnrampOptions } from '../OnrampOptions.js'
import type { OnrampCloud } from './OnrampCloud.js'
import { onrampRequest } from './onrampRequest.js'

/** The project's providers, their currencies and limits, and the assets per network (`GET /v1/onramp/options`). */
export async function fetchOnrampOptions(cloud: OnrampCloud): Promise<OnrampOptions> {
  const answer = await onrampRequest<OnrampOptions>(cloud, { path: '/v1/onramp/options' })
  return { providers: answer.providers, assets: answer.assets }
}
