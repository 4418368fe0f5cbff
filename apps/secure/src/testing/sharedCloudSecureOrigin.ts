/** The secure site's origin the shared e-mail login cloud takes logins from (what the frame tests' requests send). */
export const SHARED_CLOUD_SECURE_ORIGIN = 'http://127.0.0.1:4410'
