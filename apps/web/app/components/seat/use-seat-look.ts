import { seatLabel, type TSeatMap } from '@huitang/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../lib/use-site';
import { ZONE_COLOURS, type TSeatTone } from './seat-hall';

interface TType {
  id: number;
  name: string;
  nameEn: string;
}

/**
 * How an organiser's page shows a map: each seat's tone (free, taken, blocked), zone colour and
 * title (its label, who sits there, the zone's type), from the map and the meeting's types.
 */
export const useSeatLook = (map: TSeatMap | null, types: TType[]) => {
  const { t } = useTranslation();
  const { locale } = useSite();
  return useMemo(() => {
    const seatOf = new Map((map?.seatList ?? []).map((seat) => [seat.id, seat]));
    const personOf = new Map((map?.occupants ?? []).map((person) => [person.registrationId, person]));
    const typeName = (id: number) => {
      const type = types.find((candidate) => candidate.id === id);
      return type ? (locale === 'en' && type.nameEn) || type.name : '';
    };
    const zoneColour = (typeId: number | null) =>
      typeId === null
        ? undefined
        : ZONE_COLOURS[types.findIndex((type) => type.id === typeId) % ZONE_COLOURS.length];
    const label = (seatId: number) => {
      const seat = seatOf.get(seatId);
      return seat && map ? seatLabel(seat, map.kind, locale) : '';
    };
    return {
      seatOf,
      personOf,
      typeName,
      zoneColour,
      label,
      tone: (seatId: number): TSeatTone => {
        const seat = seatOf.get(seatId);
        if (!seat || seat.blocked) return 'blocked';
        return seat.registrationId ? 'taken' : 'free';
      },
      zoneOf: (seatId: number) => zoneColour(seatOf.get(seatId)?.typeId ?? null),
      title: (seatId: number) => {
        const seat = seatOf.get(seatId);
        const person = seat?.registrationId ? personOf.get(seat.registrationId) : undefined;
        return [
          label(seatId),
          person ? `${person.name} ${person.unit}` : '',
          seat?.blocked ? t('onsite.seats.blocked') : '',
          seat?.typeId ? typeName(seat.typeId) : '',
        ]
          .filter(Boolean)
          .join(' · ');
      },
    };
  }, [map, types, locale, t]);
};
