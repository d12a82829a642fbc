/**
 * The words game titles are composed from. Each word carries its own hiragana reading and its
 * English and Chinese renderings, so a composed title's reading (`kana`) is exact rather than
 * guessed by a converter that cannot read kanji.
 */
export type Word = readonly [ja: string, kana: string, en: string, zh: string];

/** Slot and arcade modifiers: the first word of a video-slot title. */
export const SLOT_MODIFIERS: readonly Word[] = [
  ['ゴールデン', 'ごーるでん', 'Golden', '黄金'],
  ['スーパー', 'すーぱー', 'Super', '超级'],
  ['ミラクル', 'みらくる', 'Miracle', '奇迹'],
  ['ラッキー', 'らっきー', 'Lucky', '幸运'],
  ['ロイヤル', 'ろいやる', 'Royal', '皇家'],
  ['ワイルド', 'わいるど', 'Wild', '狂野'],
  ['メガ', 'めが', 'Mega', '巨型'],
  ['マジック', 'まじっく', 'Magic', '魔法'],
  ['ファイヤー', 'ふぁいやー', 'Fire', '火焰'],
  ['アイス', 'あいす', 'Ice', '冰霜'],
  ['サンダー', 'さんだー', 'Thunder', '雷霆'],
  ['ダイヤモンド', 'だいやもんど', 'Diamond', '钻石'],
  ['クリスタル', 'くりすたる', 'Crystal', '水晶'],
  ['シャイニング', 'しゃいにんぐ', 'Shining', '闪耀'],
  ['ミスティック', 'みすてぃっく', 'Mystic', '神秘'],
  ['エンシェント', 'えんしぇんと', 'Ancient', '远古'],
  ['ネオン', 'ねおん', 'Neon', '霓虹'],
  ['コズミック', 'こずみっく', 'Cosmic', '宇宙'],
  ['フォーチュン', 'ふぉーちゅん', 'Fortune', '财富'],
  ['トロピカル', 'とろぴかる', 'Tropical', '热带'],
  ['ジャングル', 'じゃんぐる', 'Jungle', '丛林'],
  ['ミッドナイト', 'みっどないと', 'Midnight', '午夜'],
  ['スター', 'すたー', 'Star', '星光'],
  ['ムーン', 'むーん', 'Moon', '月光'],
  ['サンライズ', 'さんらいず', 'Sunrise', '日出'],
  ['黄金の', 'おうごんの', 'Gilded', '金色'],
  ['伝説の', 'でんせつの', 'Legendary', '传说'],
];

/** Slot nouns: the subject of a video-slot title. */
export const SLOT_NOUNS: readonly Word[] = [
  ['ドラゴン', 'どらごん', 'Dragon', '龙'],
  ['タイガー', 'たいがー', 'Tiger', '虎'],
  ['パンダ', 'ぱんだ', 'Panda', '熊猫'],
  ['フェニックス', 'ふぇにっくす', 'Phoenix', '凤凰'],
  ['ピラミッド', 'ぴらみっど', 'Pyramid', '金字塔'],
  ['ファラオ', 'ふぁらお', 'Pharaoh', '法老'],
  ['バッファロー', 'ばっふぁろー', 'Buffalo', '野牛'],
  ['ウルフ', 'うるふ', 'Wolf', '狼'],
  ['イーグル', 'いーぐる', 'Eagle', '雄鹰'],
  ['ジュエル', 'じゅえる', 'Jewels', '珠宝'],
  ['フルーツ', 'ふるーつ', 'Fruits', '水果'],
  ['チェリー', 'ちぇりー', 'Cherry', '樱桃'],
  ['セブン', 'せぶん', 'Sevens', '七'],
  ['キャンディ', 'きゃんでぃ', 'Candy', '糖果'],
  ['トレジャー', 'とれじゃー', 'Treasure', '宝藏'],
  ['キングダム', 'きんぐだむ', 'Kingdom', '王国'],
  ['クイーン', 'くいーん', 'Queen', '女王'],
  ['ナイト', 'ないと', 'Knight', '骑士'],
  ['パイレーツ', 'ぱいれーつ', 'Pirates', '海盗'],
  ['オリンポス', 'おりんぽす', 'Olympus', '奥林匹斯'],
  ['ゼウス', 'ぜうす', 'Zeus', '宙斯'],
  ['バイキング', 'ばいきんぐ', 'Vikings', '维京'],
  ['ミダス', 'みだす', 'Midas', '迈达斯'],
  ['ボナンザ', 'ぼなんざ', 'Bonanza', '富矿'],
  ['ジャックポット', 'じゃっくぽっと', 'Jackpot', '大奖'],
  ['忍者', 'にんじゃ', 'Ninja', '忍者'],
  ['侍', 'さむらい', 'Samurai', '武士'],
  ['招き猫', 'まねきねこ', 'Lucky Cat', '招财猫'],
  ['桜', 'さくら', 'Sakura', '樱花'],
  ['龍神', 'りゅうじん', 'Dragon God', '龙神'],
  ['財宝', 'ざいほう', 'Riches', '财宝'],
  ['花火', 'はなび', 'Fireworks', '烟花'],
  ['錦鯉', 'にしきごい', 'Koi', '锦鲤'],
  ['富士', 'ふじ', 'Fuji', '富士'],
  ['宝船', 'たからぶね', 'Treasure Ship', '宝船'],
  ['舞姫', 'まいひめ', 'Dancing Princess', '舞姬'],
  ['雷神', 'らいじん', 'Thunder God', '雷神'],
];

/** Optional last word of a slot title. */
export const SLOT_SUFFIXES: readonly Word[] = [
  ['デラックス', 'でらっくす', 'Deluxe', '豪华版'],
  ['メガウェイズ', 'めがうぇいず', 'Megaways', '万种路'],
  ['ボーナス', 'ぼーなす', 'Bonus', '奖励'],
  ['ラッシュ', 'らっしゅ', 'Rush', '狂潮'],
  ['リターンズ', 'りたーんず', 'Returns', '归来'],
];

/** Pachinko and pachislot titles read like real machines: kanji words, then an edition. */
export const PACHINKO_PREFIXES: readonly Word[] = [
  ['戦国', 'せんごく', 'Sengoku', '战国'],
  ['天下', 'てんか', 'Tenka', '天下'],
  ['大海', 'たいかい', 'Great Sea', '大海'],
  ['紅蓮', 'ぐれん', 'Crimson', '红莲'],
  ['蒼天', 'そうてん', 'Blue Sky', '苍天'],
  ['真', 'しん', 'True', '真'],
  ['超', 'ちょう', 'Ultra', '超'],
  ['黄金', 'おうごん', 'Golden', '黄金'],
  ['百花', 'ひゃっか', 'Hundred Flowers', '百花'],
  ['風雲', 'ふううん', 'Storm', '风云'],
  ['幻想', 'げんそう', 'Fantasy', '幻想'],
  ['鬼', 'おに', 'Oni', '鬼'],
  ['月光', 'げっこう', 'Moonlight', '月光'],
  ['夜桜', 'よざくら', 'Night Sakura', '夜樱'],
  ['無双', 'むそう', 'Peerless', '无双'],
  ['銀河', 'ぎんが', 'Galaxy', '银河'],
];

export const PACHINKO_NOUNS: readonly Word[] = [
  ['武将伝', 'ぶしょうでん', 'Warlord Legend', '武将传'],
  ['物語', 'ものがたり', 'Story', '物语'],
  ['剣士', 'けんし', 'Swordsman', '剑士'],
  ['姫', 'ひめ', 'Princess', '公主'],
  ['乱舞', 'らんぶ', 'Wild Dance', '乱舞'],
  ['伝説', 'でんせつ', 'Legend', '传说'],
  ['魂', 'たましい', 'Soul', '魂'],
  ['覇王', 'はおう', 'Overlord', '霸王'],
  ['神殿', 'しんでん', 'Temple', '神殿'],
  ['龍', 'りゅう', 'Dragon', '龙'],
  ['水滸伝', 'すいこでん', 'Water Margin', '水浒传'],
  ['恋歌', 'こいうた', 'Love Song', '恋歌'],
  ['大冒険', 'だいぼうけん', 'Great Adventure', '大冒险'],
  ['祭', 'まつり', 'Festival', '祭'],
  ['花魁', 'おいらん', 'Oiran', '花魁'],
  ['雷電', 'らいでん', 'Raiden', '雷电'],
];

export const PACHINKO_EDITIONS: readonly Word[] = [
  ['極', 'きわみ', 'Kiwami', '极'],
  ['覚醒', 'かくせい', 'Awakening', '觉醒'],
  ['ライトミドル', 'らいとみどる', 'Light Middle', '轻中'],
  ['甘デジ', 'あまでじ', 'Sweet Digital', '甜数码'],
  ['韋駄天', 'いだてん', 'Idaten', '韦驮天'],
];

/** Pachislot titles start with the machine family, as they do on a hall's floor. */
export const PACHISLOT_FAMILIES: readonly Word[] = [
  ['パチスロ', 'ぱちすろ', 'Pachislot', '柏青嫂'],
  ['スマスロ', 'すますろ', 'Smart Pachislot', '智能柏青嫂'],
];

/** Live and table games: a style word before the game's own name. */
export const TABLE_STYLES: readonly Word[] = [
  ['スピード', 'すぴーど', 'Speed', '极速'],
  ['ライトニング', 'らいとにんぐ', 'Lightning', '闪电'],
  ['プレミアム', 'ぷれみあむ', 'Premium', '尊享'],
  ['ノーコミッション', 'のーこみっしょん', 'No Commission', '免佣'],
  ['スクイーズ', 'すくいーず', 'Squeeze', '咪牌'],
  ['クラシック', 'くらしっく', 'Classic', '经典'],
  ['ジャパニーズ', 'じゃぱにーず', 'Japanese', '日式'],
  ['インフィニット', 'いんふぃにっと', 'Infinite', '无限'],
  ['イマーシブ', 'いまーしぶ', 'Immersive', '沉浸式'],
  ['ヨーロピアン', 'よーろぴあん', 'European', '欧式'],
  ['アメリカン', 'あめりかん', 'American', '美式'],
  ['マルチハンド', 'まるちはんど', 'Multi-hand', '多手'],
];

/** Live tables are named like rooms. */
export const TABLE_NAMES: readonly Word[] = [
  ['桜', 'さくら', 'Sakura', '樱'],
  ['富士', 'ふじ', 'Fuji', '富士'],
  ['銀河', 'ぎんが', 'Galaxy', '银河'],
  ['翡翠', 'ひすい', 'Jade', '翡翠'],
  ['真珠', 'しんじゅ', 'Pearl', '珍珠'],
  ['琥珀', 'こはく', 'Amber', '琥珀'],
  ['瑠璃', 'るり', 'Lapis', '琉璃'],
  ['紅', 'くれない', 'Crimson', '红'],
  ['雅', 'みやび', 'Miyabi', '雅'],
  ['東京', 'とうきょう', 'Tokyo', '东京'],
  ['大阪', 'おおさか', 'Osaka', '大阪'],
  ['京都', 'きょうと', 'Kyoto', '京都'],
];

/** The game's own name by game type, for live, table and arcade titles. */
export const GAME_WORDS: Readonly<Record<string, readonly Word[]>> = {
  BACCARAT: [['バカラ', 'ばから', 'Baccarat', '百家乐'], ['ドラゴンタイガー', 'どらごんたいがー', 'Dragon Tiger', '龙虎']],
  BLACKJACK: [['ブラックジャック', 'ぶらっくじゃっく', 'Blackjack', '二十一点']],
  ROULETTE: [['ルーレット', 'るーれっと', 'Roulette', '轮盘']],
  SICBO: [['シックボー', 'しっくぼー', 'Sic Bo', '骰宝'], ['丁半', 'ちょうはん', 'Cho-Han', '丁半']],
  POKER: [
    ['カリビアンポーカー', 'かりびあんぽーかー', 'Caribbean Poker', '加勒比扑克'],
    ['テキサスホールデム', 'てきさすほーるでむ', "Texas Hold'em", '德州扑克'],
    ['スリーカードポーカー', 'すりーかーどぽーかー', 'Three Card Poker', '三张牌扑克'],
    ['ビデオポーカー', 'びでおぽーかー', 'Video Poker', '视频扑克'],
  ],
  GAME_SHOW: [
    ['ホイール', 'ほいーる', 'Wheel', '转轮'],
    ['ダイスショー', 'だいすしょー', 'Dice Show', '骰子秀'],
    ['コインフリップ', 'こいんふりっぷ', 'Coin Flip', '抛硬币'],
    ['マネーボール', 'まねーぼーる', 'Money Ball', '金钱球'],
  ],
  SPORTSBOOK: [
    ['スポーツブック', 'すぽーつぶっく', 'Sportsbook', '体育博彩'],
    ['サッカー', 'さっかー', 'Football', '足球'],
    ['野球', 'やきゅう', 'Baseball', '棒球'],
    ['バスケットボール', 'ばすけっとぼーる', 'Basketball', '篮球'],
    ['テニス', 'てにす', 'Tennis', '网球'],
    ['競馬', 'けいば', 'Horse Racing', '赛马'],
    ['ライブベッティング', 'らいぶべってぃんぐ', 'Live Betting', '滚球'],
  ],
  ESPORTS: [['イースポーツ', 'いーすぽーつ', 'Esports', '电子竞技']],
  VIRTUAL_SPORTS: [['バーチャルスポーツ', 'ばーちゃるすぽーつ', 'Virtual Sports', '虚拟体育']],
  CRASH: [
    ['ロケット', 'ろけっと', 'Rocket', '火箭'],
    ['ジェット', 'じぇっと', 'Jet', '喷气机'],
    ['パイロット', 'ぱいろっと', 'Pilot', '飞行员'],
  ],
  FISHING: [
    ['フィッシング', 'ふぃっしんぐ', 'Fishing', '捕鱼'],
    ['釣り王', 'つりおう', 'Fishing King', '钓鱼王'],
    ['大漁', 'たいりょう', 'Big Catch', '大丰收'],
  ],
  MINES: [['マインズ', 'まいんず', 'Mines', '扫雷']],
  PLINKO: [['プリンコ', 'ぷりんこ', 'Plinko', '弹珠']],
  DICE: [['ダイス', 'だいす', 'Dice', '骰子']],
  KENO: [['キノ', 'きの', 'Keno', '基诺']],
  SCRATCH: [['スクラッチ', 'すくらっち', 'Scratch', '刮刮乐']],
};
