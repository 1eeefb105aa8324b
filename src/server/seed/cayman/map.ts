// The guide's places map: groups of categories, each category a set of pins.
import type { BannerLink, MapCategory, MapGroup, MapLocationItem } from '../../../domain/catalogue';
import { COUNTRY_ID } from './country';
import { locationLink, mapsLink } from './mapsLink';
import { pickUpLocations } from './pickUpLocations';

type Pin = [id: string, title: string, lat: number, lng: number, description: string, image: string, banners?: BannerLink[]];

const adventureBanner = (urlTitle: string, title: string, image: string): BannerLink => ({
  _id: `mapbanner-${urlTitle}`, link: `/cayman-islands/adventures/${urlTitle}`, title, image, bgrColor: '#0E7490', hoverBgrColor: '#155E75',
});

function category(id: string, name: string, type: MapCategory['type'], pins: Pin[]): MapCategory {
  const items: MapLocationItem[] = pins.map(([pinId, title, lat, lng, description, image, banners = []]) => ({
    _id: `place-${pinId}`,
    locationLink: locationLink({ lat, lng }),
    locationMarkerTitle: title,
    locationDescription: description,
    locationImage: image,
    locationCustomIcon: type,
    locationBannerLinks: banners,
    mapLink: mapsLink({ lat, lng }),
  }));
  return { _id: `mapcat-${id}`, name, type, items };
}

export const mapCategories: MapCategory[] = [
  category('beaches', 'Beaches', 'BEACH', [
    ['seven-mile-public-beach', 'Seven Mile Public Beach', 19.3418, -81.3834, 'Public beach with showers, shade and a playground in the middle of Seven Mile Beach.', '/images/places/pul-seven-mile-public-beach.svg'],
    ['cemetery-beach', 'Cemetery Beach', 19.3657, -81.3976, 'Quiet north-end beach with a reef a short swim offshore.', '/images/activities/cemetery-reef.svg'],
    ['smiths-barcadere', 'Smith’s Barcadere', 19.2766, -81.393, 'Small cove south of George Town with clear water and rocky edges full of fish.', '/images/content/beaches.svg'],
    ['starfish-point-beach', 'Starfish Point', 19.3558, -81.2802, 'Shallow beach at the tip of Cayman Kai where red cushion sea stars gather.', '/images/activities/starfish-point.svg',
      [adventureBanner('starfish-point', 'Starfish Point', '/images/activities/starfish-point.svg')]],
    ['spotts-beach', 'Spotts Beach', 19.2726, -81.314, 'South-coast beach where turtles feed in the shallows.', '/images/activities/spotts-reef.svg'],
    ['colliers-beach', 'Colliers Public Beach', 19.3327, -81.0851, 'Long, quiet east-end beach behind a reef-sheltered lagoon.', '/images/activities/colliers-reef.svg'],
  ]),
  category('snorkel', 'Snorkel & Dive Sites', 'SNORKEL', [
    ['stingray-city', 'Stingray City Sandbar', 19.3757, -81.3048, 'Wild southern stingrays in waist-deep water. Boat access only.', '/images/activities/stingray-city.svg',
      [adventureBanner('stingray-city', 'Stingray City', '/images/activities/stingray-city.svg')]],
    ['kittiwake', 'USS Kittiwake', 19.3626, -81.4013, 'Former US Navy ship sunk as an artificial reef in 2011.', '/images/activities/kittiwake.svg',
      [adventureBanner('kittiwake-wreck', 'The Kittiwake Wreck', '/images/activities/kittiwake.svg')]],
    ['eden-rock', 'Eden Rock', 19.2905, -81.3905, 'Coral grottos and tarpon just south of the cruise anchorage.', '/images/activities/eden-rock.svg'],
    ['coral-gardens', 'Coral Gardens', 19.3801, -81.3128, 'Shallow coral heads inside the North Sound reef.', '/images/activities/coral-gardens.svg'],
  ]),
  category('food', 'Restaurants & Bars', 'FOOD', [
    ['rum-point-club', 'Rum Point Club', 19.373, -81.2724, 'Beach bar and grill, home of the mudslide. Dock for visiting boats.', '/images/activities/dining-rum-point.svg'],
    ['kaibo', 'Kaibo Beach Bar & Grill', 19.3588, -81.2776, 'Beach bar on the North Sound with its own dock.', '/images/activities/dining-kaibo.svg'],
    ['calypso-grill', 'Calypso Grill', 19.3747, -81.3795, 'Seafood on Morgan’s Harbour, West Bay.', '/images/activities/dining-calypso-grill.svg'],
    ['cayman-spirits', 'Cayman Spirits Co.', 19.3016, -81.3712, 'Local rum distillery with tours and tastings.', '/images/content/local-flavours.svg'],
  ]),
  category('banks', 'Banks & ATMs', 'BANK', [
    ['bank-george-town', 'Banks, George Town', 19.2952, -81.3808, 'Bank branches and ATMs around Elgin Avenue and Albert Panton Street.', '/images/content/bank.svg'],
    ['atm-camana-bay', 'ATMs, Camana Bay', 19.3221, -81.3782, 'ATMs dispensing US and CI dollars in the Camana Bay town centre.', '/images/content/bank.svg'],
  ]),
  category('transport', 'Airport & Taxis', 'TRANSPORT', [
    ['airport', 'Owen Roberts International Airport', 19.2927, -81.3577, 'Grand Cayman’s international airport. Taxis wait outside arrivals.', '/images/content/getting-around.svg'],
  ]),
  category('bus', 'Bus Depot', 'BUS', [
    ['bus-depot', 'George Town Bus Depot', 19.2963, -81.38, 'Public minibuses to West Bay, Bodden Town, East End and North Side.', '/images/content/getting-around.svg'],
  ]),
  category('rental', 'Car Rental', 'RENTAL', [
    ['car-rental-airport', 'Car rental desks', 19.2935, -81.359, 'Car rental offices opposite the airport terminal.', '/images/content/getting-around.svg'],
  ]),
  category('cruise', 'Cruise Terminals', 'CRUISE', [
    ['royal-watler', 'Royal Watler Cruise Terminal', 19.2952, -81.3853, 'Main tender landing in George Town.', '/images/places/pul-royal-watler.svg'],
    ['north-terminal', 'North Terminal', 19.2973, -81.3849, 'Second tender landing, opposite Fort George.', '/images/places/pul-north-terminal.svg'],
  ]),
  {
    _id: 'mapcat-docks', name: 'Marinas & Docks', type: 'DOCK',
    items: pickUpLocations.filter((p) => p.kind === 'MARINA' || p.kind === 'DOCK').map((p) => ({
      _id: `place-${p._id}`, locationLink: locationLink(p.coordinates), locationMarkerTitle: p.name, locationDescription: p.instructions,
      locationImage: p.image, locationCustomIcon: 'DOCK' as const, locationBannerLinks: [], mapLink: p.link,
    })),
  },
  category('sights', 'Sights', 'STAR', [
    ['pedro-st-james', 'Pedro St. James', 19.2666, -81.2909, 'Restored 1780 great house where Cayman’s first elected assembly met.', '/images/content/history.svg'],
    ['turtle-centre', 'Cayman Turtle Centre', 19.3803, -81.4165, 'Green sea turtle conservation centre in West Bay.', '/images/activities/turtle-reef.svg'],
    ['botanic-park', 'Queen Elizabeth II Botanic Park', 19.3159, -81.1687, 'Gardens, woodland trail and the endemic blue iguana.', '/images/content/districts.svg'],
  ]),
  category('hotels', 'Seven Mile Beach Hotels', 'HOTEL', [
    ['seven-mile-resorts', 'Seven Mile Beach resorts', 19.3345, -81.3885, 'The island’s main resort strip, a short taxi ride from the North Sound marinas.', '/images/content/seven-mile-stays.svg'],
  ]),
];

const group = (id: string, name: string, categoryIds: string[]): MapGroup => ({ _id: `mapgroup-${id}`, countryId: COUNTRY_ID, name, categoryIds });

export const mapGroups: MapGroup[] = [
  group('beaches', 'Beaches', ['mapcat-beaches']),
  group('snorkel-dive', 'Snorkel & Dive', ['mapcat-snorkel']),
  group('food-drink', 'Food & Drink', ['mapcat-food']),
  group('getting-around', 'Getting Around', ['mapcat-cruise', 'mapcat-transport', 'mapcat-bus', 'mapcat-rental', 'mapcat-banks']),
  group('marinas', 'Marinas', ['mapcat-docks']),
  group('sights-stays', 'Sights & Stays', ['mapcat-sights', 'mapcat-hotels']),
];
