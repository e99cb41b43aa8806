task :fetch_links, [:id] => :environment do |_, args|
  puts Sync::LinkFetcher.new.fetch(args[:id])
end
