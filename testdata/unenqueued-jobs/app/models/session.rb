class Session < ApplicationRecord
  # after_create :lookup_geo
  #
  # def lookup_geo
  #   GeoLookupJob.perform_later(id, ip)
  # end
end
