/** The zone account names are registered under: `ada` becomes `ada.airlock.id`. */
export const NAME_ZONE = 'airlock.id'
