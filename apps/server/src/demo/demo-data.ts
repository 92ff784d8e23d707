import { gstinCheckCharacter } from '@sangam/domain';
import type { BusinessIntelligenceRow } from '../modules/inventory/business-intelligence.service.ts';

/**
 * The demonstration FPO (decision S6): a farmer producer company on the Tungabhadra in Karnataka,
 * its members in real villages with their real pincodes, what it sells and what its farmers need.
 * Used only by `npm run demo`; nothing here is shown anywhere else.
 */

export const demoAccount = {
  email: 'demo@example.org',
  password: 'sangam-demo',
  name: 'Demo',
};

export const demoOnboarding = {
  fullName: 'Shantamma Hiremath',
  organization: 'Tungabhadra Farmer Producer Company Ltd',
  countryCode: '+91',
  phone: '9448012345',
  language: 'en',
  fpoName: 'Tungabhadra Farmer Producer Company Ltd',
  fpoPhone: '+919448012345',
  fpoAddress: 'APMC Yard Road, Kampli, Ballari district, Karnataka 583132',
};

/** What Settings holds beyond onboarding: a Karnataka GSTIN (state 29) with its real check character. */
export const demoSettings = {
  fullName: demoOnboarding.fullName,
  organization: demoOnboarding.organization,
  phone: `${demoOnboarding.countryCode}${demoOnboarding.phone}`,
  fpoName: demoOnboarding.fpoName,
  fpoPhone: demoOnboarding.fpoPhone,
  fpoAddress: demoOnboarding.fpoAddress,
  fpoWebsite: 'tungabhadra-fpc.example.org',
  gstNumber: `29AAJCT4821K1Z${gstinCheckCharacter('29AAJCT4821K1Z')}`,
  fssaiNumber: '21225013000318',
  // Incorporated in July 2021, filing GST quarterly: the compliance calendar has a history.
  incorporationDate: '2021-07-15',
  gstFiling: 'quarterly',
  // Most of its farmers read Kannada: a farmer added later gets it unless told otherwise (issue 18).
  fpoLanguage: 'kn',
};

/** The AGM's minutes as a proof: a one-page PDF. */
export const demoMinutesPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** The logo and two village photos: slot, what the drawing says, its colour. */
export const demoPhotos = [
  ['logo', 'Tungabhadra FPC', '#1f7a3a'],
  ['village1', 'Kampli paddy fields', '#7cae3e'],
  ['village2', 'Siruguppa threshing yard', '#c9a227'],
] as const;

/** Village, block (taluk), district, state, pincode. */
export const demoVillages = [
  ['Kamalapura', 'Hosapete', 'Vijayanagara', 'Karnataka', '583221'],
  ['Hampi', 'Hosapete', 'Vijayanagara', 'Karnataka', '583239'],
  ['Kampli', 'Kampli', 'Ballari', 'Karnataka', '583132'],
  ['Siruguppa', 'Siruguppa', 'Ballari', 'Karnataka', '583121'],
  ['Kurugodu', 'Kurugodu', 'Ballari', 'Karnataka', '583116'],
  ['Gangavathi', 'Gangavathi', 'Koppal', 'Karnataka', '583227'],
  ['Karatagi', 'Karatagi', 'Koppal', 'Karnataka', '583229'],
  ['Sindhanur', 'Sindhanur', 'Raichur', 'Karnataka', '584128'],
  ['Manvi', 'Manvi', 'Raichur', 'Karnataka', '584123'],
  ['Kunigal', 'Kunigal', 'Tumakuru', 'Karnataka', '572130'],
  ['Maddur', 'Maddur', 'Mandya', 'Karnataka', '571428'],
  ['Malavalli', 'Malavalli', 'Mandya', 'Karnataka', '571430'],
] as const;

/**
 * The languages the demo's farmers read, farmer by farmer in turn (issue 18): most Kannada, as the
 * Tungabhadra villages do, some Hindi (families who came for work), a few English, so a WhatsApp
 * bulk send shows the mix.
 */
export const demoFarmerLanguages = ['kn', 'kn', 'hi', 'kn', 'en', 'kn', 'hi'] as const;

export const demoNames = {
  male: [
    'Ramesh',
    'Basavaraj',
    'Mallikarjun',
    'Hanumantha',
    'Shivakumar',
    'Veeresh',
    'Nagaraj',
    'Manjunath',
    'Siddappa',
    'Ravi',
    'Prakash',
    'Shankar',
    'Yallappa',
    'Channabasava',
    'Gurappa',
    'Umesh',
    'Anand',
    'Raghavendra',
    'Eranna',
    'Doddappa',
  ],
  female: [
    'Lakshmi',
    'Savitri',
    'Gowramma',
    'Shantamma',
    'Renuka',
    'Sharanamma',
    'Kavitha',
    'Parvati',
    'Yellamma',
    'Bhagya',
    'Sunitha',
    'Geetha',
    'Annapurna',
    'Neelamma',
    'Hemavathi',
    'Mangala',
  ],
  family: [
    'Patil',
    'Gowda',
    'Naik',
    'Reddy',
    'Hosamani',
    'Kulkarni',
    'Biradar',
    'Hiremath',
    'Angadi',
    'Talawar',
    'Madar',
    'Pujar',
    'Kammar',
    'Nayak',
    'Badiger',
  ],
};

/** Days from the day of seeding; negative is past. */
type Product = {
  productName: string;
  packagingType: 'packaged' | 'open';
  quantityAvailable?: number;
  packetSizeGms?: number;
  quantityTonnes?: number;
  salePrice: number;
  expiresInDays?: number;
  colour: string;
};

export const demoProducts: Product[] = [
  {
    productName: 'Cold-pressed groundnut oil 1 L',
    packagingType: 'packaged',
    quantityAvailable: 140,
    packetSizeGms: 1000,
    salePrice: 265,
    expiresInDays: 150,
    colour: '#d4a017',
  },
  {
    productName: 'Organic jaggery 1 kg',
    packagingType: 'packaged',
    quantityAvailable: 8,
    packetSizeGms: 1000,
    salePrice: 95,
    expiresInDays: 20,
    colour: '#8b4513',
  },
  {
    productName: 'Ragi flour 500 g',
    packagingType: 'packaged',
    quantityAvailable: 220,
    packetSizeGms: 500,
    salePrice: 38.5,
    expiresInDays: -5,
    colour: '#7b5e57',
  },
  {
    productName: 'Toor dal 1 kg',
    packagingType: 'packaged',
    quantityAvailable: 90,
    packetSizeGms: 1000,
    salePrice: 150,
    expiresInDays: 240,
    colour: '#e0a526',
  },
  {
    productName: 'Sona Masuri paddy',
    packagingType: 'open',
    quantityTonnes: 18.5,
    salePrice: 23_500,
    colour: '#c8b560',
  },
  {
    productName: 'Yellow maize',
    packagingType: 'open',
    quantityTonnes: 42,
    salePrice: 21_000,
    colour: '#f2c12e',
  },
  {
    productName: 'Sunflower seed',
    packagingType: 'open',
    quantityTonnes: 6.25,
    salePrice: 58_000,
    colour: '#4a4a4a',
  },
  {
    productName: 'Bengal gram (chana)',
    packagingType: 'open',
    quantityTonnes: 9,
    salePrice: 62_000,
    expiresInDays: 300,
    colour: '#b08d57',
  },
];

type Input = {
  itemName: string;
  quantityAvailable: number;
  purchasePrice: number;
  salePrice: number;
  chemicalName?: string;
  cropUsedFor?: string;
  expiresInDays?: number;
};

export const demoInputs: Input[] = [
  {
    itemName: 'DAP 50 kg bag',
    quantityAvailable: 120,
    purchasePrice: 1350,
    salePrice: 1400,
    chemicalName: 'Diammonium phosphate',
    cropUsedFor: 'Paddy',
  },
  {
    itemName: 'Urea 45 kg bag',
    quantityAvailable: 200,
    purchasePrice: 266.5,
    salePrice: 280,
    chemicalName: 'Urea (46% N)',
    cropUsedFor: 'Maize',
  },
  {
    itemName: 'MOP 50 kg bag',
    quantityAvailable: 35,
    purchasePrice: 1700,
    salePrice: 1750,
    chemicalName: 'Muriate of potash',
    cropUsedFor: 'Sugarcane',
  },
  {
    itemName: 'Hybrid maize seed 4 kg',
    quantityAvailable: 60,
    purchasePrice: 1450,
    salePrice: 1600,
    cropUsedFor: 'Maize',
    expiresInDays: 60,
  },
  {
    itemName: 'Neem oil 1 L',
    quantityAvailable: 7,
    purchasePrice: 420,
    salePrice: 400,
    chemicalName: 'Azadirachtin 1500 ppm',
    cropUsedFor: 'Chilli',
    expiresInDays: 25,
  },
  {
    itemName: 'Emamectin benzoate 5% SG 100 g',
    quantityAvailable: 48,
    purchasePrice: 180,
    salePrice: 210,
    chemicalName: 'Emamectin benzoate',
    cropUsedFor: 'Maize',
    expiresInDays: 300,
  },
  {
    itemName: 'Zinc sulphate 10 kg',
    quantityAvailable: 25,
    purchasePrice: 520,
    salePrice: 560,
    chemicalName: 'Zinc sulphate heptahydrate',
    cropUsedFor: 'Paddy',
  },
  {
    itemName: 'Groundnut seed K-6 30 kg',
    quantityAvailable: 15,
    purchasePrice: 3600,
    salePrice: 3900,
    cropUsedFor: 'Groundnut',
    expiresInDays: -3,
  },
];

export const demoBusinessIntelligence: BusinessIntelligenceRow[] = [
  {
    crop: 'Maize',
    estimatedArea: 420,
    farmersAffected: 85,
    issue: 'Fall armyworm',
    suggestedInput: 'Emamectin benzoate 5% SG',
    potentialOpportunity: '₹1,27,500',
  },
  {
    crop: 'Paddy',
    estimatedArea: 610,
    farmersAffected: 140,
    issue: 'Zinc deficiency (khaira)',
    suggestedInput: 'Zinc sulphate',
    potentialOpportunity: '₹98,000',
  },
  {
    crop: 'Chilli',
    estimatedArea: 150,
    farmersAffected: 38,
    issue: 'Thrips and mites',
    suggestedInput: 'Fipronil 5% SC',
    potentialOpportunity: '₹76,000',
  },
  {
    crop: 'Groundnut',
    estimatedArea: 260,
    farmersAffected: 64,
    issue: 'Tikka leaf spot',
    suggestedInput: 'Mancozeb 75% WP',
    potentialOpportunity: '₹54,400',
  },
  {
    crop: 'Tomato',
    estimatedArea: 80,
    farmersAffected: 22,
    issue: 'Early blight',
    suggestedInput: 'Mancozeb 75% WP',
    potentialOpportunity: '₹18,700',
  },
  {
    crop: 'Sugarcane',
    estimatedArea: 190,
    farmersAffected: 31,
    issue: 'Potash deficiency',
    suggestedInput: 'MOP',
    potentialOpportunity: '₹66,000',
  },
];

/**
 * What advisory calls learned about a few demonstration farmers (the farmer detail's intelligence
 * table): `farmer` is the farmer's place in the register as the demo builds it, `daysAgo` when the
 * call was.
 */
export const demoFarmerIntelligence = [
  {
    farmer: 0,
    daysAgo: 6,
    cropEnterprise: 'Maize',
    issueFaced: 'Fall armyworm in the whorls, about a third of the plants',
    solutionSuggested: 'Spray emamectin benzoate 5% SG, 0.4 g a litre, into the whorls',
    likelyNextIssue: 'Stem borer at tasselling',
    productsToBuy: 'Emamectin benzoate 5% SG, pheromone traps',
    estSpendInr: 2400,
  },
  {
    farmer: 0,
    daysAgo: 48,
    cropEnterprise: 'Tomato',
    issueFaced: 'Early blight on the lower leaves',
    solutionSuggested: 'Mancozeb 75% WP, 2.5 g a litre; remove infected leaves',
    likelyNextIssue: 'Fruit borer at flowering',
    productsToBuy: 'Mancozeb 75% WP',
    estSpendInr: 900,
  },
  {
    farmer: 1,
    daysAgo: 12,
    cropEnterprise: 'Paddy',
    issueFaced: 'Yellow, stunted seedlings: zinc deficiency (khaira)',
    solutionSuggested: 'Zinc sulphate, 10 kg an acre, at the next top dressing',
    likelyNextIssue: 'Blast in the humid weeks',
    productsToBuy: 'Zinc sulphate, tricyclazole 75% WP',
    estSpendInr: 3200,
  },
  {
    farmer: 2,
    daysAgo: 20,
    cropEnterprise: 'Chilli',
    issueFaced: 'Leaf curl from thrips and mites',
    solutionSuggested: 'Fipronil 5% SC with yellow sticky traps',
    likelyNextIssue: 'Fruit rot if the rains come late',
    productsToBuy: 'Fipronil 5% SC, sticky traps',
    estSpendInr: 1800,
  },
  {
    farmer: 3,
    daysAgo: 31,
    cropEnterprise: 'Groundnut',
    issueFaced: 'Tikka leaf spot',
    solutionSuggested: 'Mancozeb 75% WP, 2 g a litre, twice two weeks apart',
    likelyNextIssue: 'Rust after the rains',
    productsToBuy: 'Mancozeb 75% WP, gypsum',
    estSpendInr: 1500,
  },
] as const;

/**
 * The traders the demonstration FPO sells to, with its ratings, reviews and deals: the buyer list,
 * the profiles and their ledgers have something to show. Dates are days before the demo is built.
 */
export const demoBuyers = [
  {
    name: 'Sri Basaveshwara Traders',
    phone: '9448011201',
    address: 'APMC Yard, Gangavathi, Koppal',
    cropInterest: 'Paddy, Sona Masuri rice',
    rating: 5,
    feedback: 'Weighs fairly at the yard and pays by bank transfer within two weeks.',
    transactionAmount: 385000,
    dealDaysAgo: 40,
    paidDaysAgo: 28,
    monthlyVolumeTonnes: 120,
    priceMin: 2100,
    priceMax: 2350,
  },
  {
    name: 'Hubballi Agro Foods Pvt Ltd',
    phone: '9880021302',
    address: 'Gokul Road Industrial Area, Hubballi',
    cropInterest: 'Maize, Jowar',
    rating: 4,
    feedback: 'Good price for dry maize; asks for moisture below 14 percent.',
    transactionAmount: 212500,
    dealDaysAgo: 25,
    paidDaysAgo: 4,
    monthlyVolumeTonnes: 300,
    priceMin: 1950,
    priceMax: 2150,
  },
  {
    name: 'Raichur Cotton Ginning Mill',
    phone: '9741031403',
    address: 'Station Road, Raichur',
    cropInterest: 'Cotton',
    rating: 3,
    feedback: 'Fair rates but payment took over a month last season.',
    transactionAmount: 156000,
    dealDaysAgo: 75,
    paidDaysAgo: 38,
  },
  {
    name: 'Green Basket Retail',
    phone: '9902041504',
    address: 'Whitefield, Bengaluru',
    cropInterest: 'Tomato, Onion, Vegetables',
    rating: 4,
    feedback: 'Takes graded vegetables twice a week; strict on quality.',
    transactionAmount: 64000,
    dealDaysAgo: 9,
  },
  {
    name: 'Koppal Groundnut Oil Mill',
    phone: '9538051605',
    address: 'Industrial Estate, Koppal',
    cropInterest: 'Groundnut',
  },
] as const;

/**
 * Buyers who posted on the public form (document 2, 2.22), by crop name; the Sangam team has
 * published all but the last, which waits for its check.
 */
export const demoRequirements = [
  {
    name: 'Anand Agro Traders',
    phone: '9886042210',
    city: 'Hubballi',
    state: 'Karnataka',
    pincode: '580029',
    crops: ['Maize', 'Jowar'],
    quantityRequirements: '40 tonnes a month, October to March',
    qualityDescription: 'Moisture below 14%, no fungus; bagged in 50 kg bags',
    published: true,
  },
  {
    name: 'Deccan Dal Mill',
    phone: '9448173320',
    city: 'Kalaburagi',
    state: 'Karnataka',
    pincode: '585103',
    crops: ['Tur (Arhar)', 'Chana (Bengal Gram)'],
    quantityRequirements: '25 tonnes after harvest',
    qualityDescription: 'FAQ grade, cleaned',
    published: true,
  },
  {
    name: 'Green Basket Retail',
    phone: '9036651147',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560068',
    crops: ['Groundnut', 'Paddy'],
    quantityRequirements: '2,000 one-litre bottles of groundnut oil a month',
    qualityDescription: 'FSSAI-labelled, cold-pressed',
    published: true,
  },
  {
    name: 'Sri Venkateswara Exports',
    phone: '9849025566',
    city: 'Guntur',
    state: 'Andhra Pradesh',
    pincode: '522004',
    crops: ['Red Chilli', 'Turmeric'],
    quantityRequirements: '100 tonnes a season',
    qualityDescription: null,
    published: false,
  },
] as const;

/** Crops a visitor named on the requirement form that the catalogue lacks; pending until approved. */
export const demoPendingCrops = [
  { name: 'Kodo Millet', category: 'Grains' },
  { name: 'Dragon Fruit', category: 'Fruits' },
] as const;
