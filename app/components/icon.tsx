// Maps the icon names used in content to their drawings, so content stays plain data.
import {
  Baby,
  BookOpen,
  Calendar,
  Camera,
  Church,
  Clock,
  Compass,
  Crown,
  Droplets,
  Flame,
  Gift,
  Globe,
  Hammer,
  HandHeart,
  HandHelping,
  Heart,
  Images,
  type LucideProps,
  Mail,
  MapPin,
  MessageCircle,
  MonitorPlay,
  Phone,
  Sparkles,
  Star,
  Sun,
  Users,
} from "lucide-react";
import type { ComponentType } from "react";
import type { IconName } from "~/content/schema";

const icons: Record<IconName, ComponentType<LucideProps>> = {
  baby: Baby,
  "book-open": BookOpen,
  calendar: Calendar,
  camera: Camera,
  church: Church,
  clock: Clock,
  compass: Compass,
  crown: Crown,
  droplets: Droplets,
  flame: Flame,
  gift: Gift,
  globe: Globe,
  hammer: Hammer,
  "hand-heart": HandHeart,
  "hand-helping": HandHelping,
  heart: Heart,
  images: Images,
  mail: Mail,
  "map-pin": MapPin,
  "message-circle": MessageCircle,
  "monitor-play": MonitorPlay,
  phone: Phone,
  sparkles: Sparkles,
  star: Star,
  sun: Sun,
  users: Users,
};

/** A decorative icon; the text beside it carries the meaning. */
export function Icon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  const Drawing = icons[name];
  return <Drawing aria-hidden="true" focusable="false" className={className} />;
}
