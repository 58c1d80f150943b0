/** Word lists for believable rows: Indian names and cities, campaign themes, tags. */

export const FIRST_NAMES = [
  'Aarav', 'Aditi', 'Ananya', 'Arjun', 'Diya', 'Ishaan', 'Kavya', 'Meera', 'Nikhil', 'Priya', 'Rahul', 'Riya',
  'Rohan', 'Saanvi', 'Sneha', 'Tanvi', 'Vihaan', 'Vikram', 'Zoya', 'Kabir', 'Nisha', 'Farhan', 'Lakshmi', 'Manav',
  'Pooja', 'Harsh', 'Ira', 'Dev', 'Tara', 'Yash',
] as const;

export const LAST_NAMES = [
  'Sharma', 'Nair', 'Reddy', 'Singh', 'Iyer', 'Kapoor', 'Mehra', 'Joshi', 'Banerjee', 'Patel', 'Gupta', 'Khan',
  'Das', 'Menon', 'Rao', 'Chopra', 'Bose', 'Pillai', 'Verma', 'Kulkarni',
] as const;

export const CITIES = [
  'Mumbai', 'New Delhi', 'Bengaluru', 'Hyderabad', 'Chennai', 'Kolkata', 'Pune', 'Ahmedabad', 'Jaipur', 'Kochi',
  'Chandigarh', 'Lucknow', 'Indore', 'Guwahati', 'Goa',
] as const;

export const NICHES = [
  'Fashion', 'Beauty', 'Lifestyle', 'Technology', 'Travel', 'Food', 'Fitness', 'Gaming', 'Music', 'Art', 'Education',
] as const;

export const INDUSTRIES = [
  'Fashion & Beauty', 'Technology', 'Food & Beverage', 'Travel & Tourism', 'Health & Wellness', 'Entertainment',
  'Education', 'Sports', 'Automotive', 'Real Estate', 'Finance',
] as const;

export const LANGUAGES = ['Hindi', 'English', 'Tamil', 'Telugu', 'Bengali', 'Marathi', 'Malayalam', 'Kannada', 'Punjabi', 'Gujarati'] as const;

export const COMPANY_FIRST = [
  'Saffron', 'Chai', 'Pixel', 'Monsoon', 'Lotus', 'Indigo', 'Banyan', 'Peacock', 'Masala', 'Tiffin', 'Kesar', 'Neem',
  'Coral', 'Himalaya', 'Urban', 'Desi', 'Mango', 'Cardamom',
] as const;
export const COMPANY_LAST = ['Threads', 'Box', 'Nest', 'Labs', 'Foods', 'Wellness', 'Gear', 'Studio', 'Co', 'Naturals', 'Tech', 'Outfitters'] as const;

export const THEMES = [
  'Diwali', 'Monsoon', 'Summer', 'Winter', 'Holi', 'Wedding Season', 'Back to College', 'Festive', 'Weekend',
  'Independence Day', 'New Year', 'Onam', 'Pongal', 'Eid', 'Navratri',
] as const;
export const PRODUCTS = [
  'Kurta', 'Skincare', 'Sneakers', 'Masala Chai', 'Smartwatch', 'Earbuds', 'Saree', 'Protein Bar', 'Cold Coffee',
  'Sunscreen', 'Laptop', 'Handloom', 'Jewellery', 'Travel Bag', 'Yoga Mat', 'Hair Oil', 'Biryani Kit', 'Headphones',
] as const;
export const FORMATS = ['Lookbook', 'Reel Series', 'Unboxing', 'Review', 'Challenge', 'Giveaway', 'Tutorial', 'Vlog', 'Launch', 'Story Takeover'] as const;

export const TAGS = [
  'fashion', 'beauty', 'skincare', 'festive', 'ethnicwear', 'diwali', 'monsoon', 'kurta', 'lookbook', 'handloom',
  'sustainable', 'artisan', 'tech', 'gadgets', 'unboxing', 'food', 'chai', 'recipe', 'fitness', 'yoga', 'travel',
  'budget', 'luxury', 'lifestyle', 'gaming', 'music', 'education', 'wellness', 'streetfood', 'wedding', 'haircare',
  'sneakers', 'review', 'giveaway', 'reels', 'youtube', 'shorts', 'barter', 'launch', 'college',
] as const;

export const DELIVERABLES = [
  '1 Instagram reel (30-60 s)', '2 Instagram stories with link sticker', '1 YouTube integration (60-90 s)',
  '1 carousel post', '1 YouTube Short', '3 stories across launch week', '1 X thread', 'Usage rights for 30 days',
] as const;
